"""The engine's one error type: invalid input, naming the field and what it allows."""

from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario the engine cannot run because its input is wrong.

    ``field`` is a path into the payload (``card.zone``, ``actions[0].do``); ``allowed`` lists
    the values that field accepts when there is such a list, so an API can answer 400 with it.
    """

    def __init__(self, field: str, message: str, allowed: list | None = None):
        self.field = field
        self.message = message
        self.allowed = list(allowed) if allowed is not None else None
        tail = f" (allowed: {', '.join(map(str, self.allowed))})" if self.allowed else ""
        super().__init__(f"{field}: {message}{tail}")

    def as_dict(self) -> dict:
        out = {"field": self.field, "message": self.message}
        if self.allowed is not None:
            out["allowed"] = self.allowed
        return out
