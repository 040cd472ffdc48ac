"""Tiny constructors for profile data, so each profile reads as a table of decisions.

A decision is a plain dict: ``{"outcome": ..., "cite": [citation names]}``; an
``assumption`` text replaces ``cite`` where the seed text says nothing and the profile
had to choose.
"""

from __future__ import annotations

KEPT = "kept"
RESET = "reset"
REMOVED = "removed"
FOLLOWS = "follows the new face"
OUTCOMES = (KEPT, RESET, REMOVED, FOLLOWS)


def kept(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(KEPT, cite, assumption, params)


def removed(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(REMOVED, cite, assumption, params)


def follows(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(FOLLOWS, cite, assumption, params)


def reset(to: str, *cite: str, always: bool = False, assumption: str | None = None, **params) -> dict:
    """Reset to the printed value ``to`` of the new face; ``always`` adds it even where absent."""
    return _decision(RESET, cite, assumption, {"to": to, "always": always, **params})


def check(name: str, reason: str, *cite: str, **params) -> dict:
    """A precondition of an action: when it fails, nothing happens, for ``reason``."""
    return {"check": name, "reason": reason, "cite": list(cite), **params}


def _decision(outcome: str, cite: tuple[str, ...], assumption: str | None, params: dict) -> dict:
    out: dict = {"outcome": outcome, "cite": list(cite), **params}
    if assumption:
        out["assumption"] = assumption
    return out


def performed_subject(rank: float) -> dict:
    """The ask subject "does the action happen at all" ("can it transform?", "what happens?"),
    worded the same in every game; each profile places it at its own rank."""
    return {
        "rank": rank,
        "name": "it",
        "pattern": r"^(?:can|could)\b[^?]*\b(?:transform|convert|flip|turn\w* face|be "
        r"turned)|\b(?:do|does) (?:anything|nothing)\b|\bwhat happens\b",
        "build": {"performed": True},
        "kind": "performed",
    }
