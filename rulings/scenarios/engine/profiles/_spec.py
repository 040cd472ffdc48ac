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
