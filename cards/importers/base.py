"""What every card-data importer produces: plain dataclasses, independent of Django."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

LAYOUTS = ("normal", "flip", "transform", "modal_dfc", "meld")
SIDES = ("star", "moon", "prime", "reverse", "front", "back", "melded")


class CardImportError(Exception):
    """A card file the importer cannot read; names the entry (index and name or id) where it can."""

    def __init__(self, message: str, index: int | None = None, ident: str | None = None):
        self.message = message
        self.index = index
        self.ident = ident
        where = ""
        if index is not None:
            where = f"entry {index}" + (f" ({ident})" if ident else "") + ": "
        super().__init__(f"{where}{message}")


@dataclass
class FaceData:
    side: str
    name: str
    card_type: str = ""
    printed: dict = field(default_factory=dict)
    text: str = ""
    is_initial: bool = False
    external_id: str = ""


@dataclass
class RulingData:
    date: date | None
    text: str
    source: str = ""
    authority: str = "official"
    face_sides: tuple[str, ...] = ()  # empty: the card as a whole


@dataclass
class PrintingData:
    code: str
    variant: str = ""
    image: str = ""
    illustrator: str = ""
    rarity: str = ""


@dataclass
class CardData:
    number: str
    name: str
    layout: str = "normal"
    faces: list[FaceData] = field(default_factory=list)
    rulings: list[RulingData] = field(default_factory=list)
    printings: list[PrintingData] = field(default_factory=list)
    set_code: str = ""
    collector_number: str = ""
    flavor_name: str = ""
    number_synthesized: bool = False  # the sources give no number; `number` is made from the name


@dataclass
class MeldData:
    result: str  # card numbers
    fronts: tuple[str, str]
    melder: str | None = None  # the front that carries the meld ability, where the source shows it


@dataclass(frozen=True)
class Skipped:
    index: int | None
    ident: str
    reason: str

    def __str__(self) -> str:
        where = f"entry {self.index} " if self.index is not None else ""
        return f"{where}{self.ident}: {self.reason}"


@dataclass
class CardSet:
    game: str
    source: str  # where the data comes from, stored on each card
    file: str = ""  # the file it was read from, for reports
    cards: list[CardData] = field(default_factory=list)
    melds: list[MeldData] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def card(self, number: str) -> CardData | None:
        return next((c for c in self.cards if c.number == number), None)


def name_key(name: str) -> str:
    """A URL-safe key made from a card name, for cards whose number the sources do not give."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def read_file(path) -> str:
    """A card file's text, or the importer's own error saying why it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardImportError(f"cannot read the file: {getattr(exc, 'strerror', None) or exc}") from None


def parse_json(raw: str):
    """JSON, or the importer's own error naming the line and column."""
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CardImportError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
