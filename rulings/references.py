"""Finding rule references in text. Plain Python; filled in by the cross-links work."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reference:
    start: int  # offset of the matched text
    end: int
    text: str  # the exact matched text
    keys: tuple[str, ...]  # the keys it names, in order
    range_end: str | None = None  # "903.6–903.11": keys=("903.6",), range_end="903.11"


def find_references(text: str, game: str) -> list[Reference]:
    return []
