"""Game profiles: each game's zones, sides and, per action and state field, the decision
the rules text makes (kept / reset / removed / follows the new face) with its citations.

The data lives in one module per game; this module only looks things up in it.
"""

from __future__ import annotations

from datetime import date
from importlib import import_module

from rulings.scenarios.engine.errors import ScenarioError

GAMES = ("dbe", "space", "dcg", "mtg", "ddm")


class Profile:
    def __init__(self, data: dict):
        self.data = data
        self.game: str = data["game"]
        self.document: str = data["document"]
        self.zones: dict = data["zones"]
        self.sides: list[str] = data["sides"]
        self.kinds: list[str] | None = data.get("kinds")
        self.layouts: list[str] | None = data.get("layouts")
        self.actions: dict = data["actions"]
        self.revisions: list[dict] = data["revisions"]
        self._citations = {name: self._citation(value) for name, value in data["citations"].items()}

    def _citation(self, value: tuple) -> dict:
        # (key, quote) in the profile's document, or (document, key, quote) in another one.
        document, key, quote = value if len(value) == 3 else (self.document, *value)
        return {"game": self.game, "document": document, "key": key, "quote": quote}

    def citation(self, name: str) -> dict:
        return self._citations[name]

    def citations(self) -> dict[str, dict]:
        return dict(self._citations)

    def hidden(self, zone: str) -> bool:
        return bool(self.zones[zone].get("hidden"))

    def in_play(self, zone: str) -> bool:
        return bool(self.zones[zone].get("in_play"))

    def action(self, name: str, field: str) -> dict:
        if name not in self.actions:
            raise ScenarioError(field, f"{self.game} has no action {name!r}", allowed=sorted(self.actions))
        return self.actions[name]

    def revision(self, as_of: date | None, label: str | None) -> str:
        labels = [r["label"] for r in self.revisions]
        if label is not None:
            if label not in labels:
                raise ScenarioError(
                    "rules_version", f"{self.game} has no rules version {label!r}", allowed=labels
                )
            return label
        day = (as_of or date.today()).isoformat()
        for rev in self.revisions:
            starts, ends = rev.get("effective_from"), rev.get("effective_until")
            if (starts is None or starts <= day) and (ends is None or day <= ends):
                return rev["label"]
        # Before the first revision we hold, the earliest is the best we have.
        return labels[0] if day < (self.revisions[0].get("effective_from") or "") else labels[-1]

    def fields(self, action: dict, kind: str | None) -> dict:
        """The action's field decisions, with those for the card's kind laid over them."""
        fields = dict(action.get("fields", {}))
        fields.update(action.get("by_kind", {}).get(kind or "", {}))
        return fields


def resolve(decision: dict | None, revision: str) -> dict | None:
    if decision is not None and "by_revision" in decision:
        return decision["by_revision"].get(revision)
    return decision


def is_decision(value) -> bool:
    return isinstance(value, dict) and ("outcome" in value or "by_revision" in value)


_cache: dict[str, Profile] = {}


def get_profile(game) -> Profile:
    if not isinstance(game, str) or game not in GAMES:
        raise ScenarioError("game", f"unknown game {game!r}", allowed=list(GAMES))
    if game not in _cache:
        _cache[game] = Profile(import_module(f"rulings.scenarios.engine.profiles.{game}").PROFILE)
    return _cache[game]
