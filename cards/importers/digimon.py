"""Digimon Card Game lists in the TakaOtaku card-app format → cards and their printings.

Every value is a string and "-" means none. Alternate-art and stamped prints repeat the
card number with their own `id` (`ST1-03_P1`); they become Printings of one card.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from cards.importers.base import (
    CardData,
    CardImportError,
    CardSet,
    FaceData,
    PrintingData,
    Skipped,
    parse_json,
    read_file,
)
from cards.printed import PrintedError, validate_printed

REQUIRED = ("id", "name", "cardNumber", "cardType")
TEXT_FIELDS = (
    "id",
    "name",
    "cardImage",
    "cardType",
    "dp",
    "playCost",
    "digivolveCost1",
    "digivolveCost2",
    "cardLv",
    "form",
    "attribute",
    "type",
    "rarity",
    "cardNumber",
    "effect",
    "digivolveEffect",
    "securityEffect",
    "color",
    "version",
    "illustrator",
)
DIGIVOLVE = re.compile(r"^\s*(\d+)\s+from\s+(?:(\w+)\s+)?lv\.?\s*(\d+)\s*$", re.IGNORECASE)
LEVEL = re.compile(r"^lv\.?\s*(\d+)$", re.IGNORECASE)


def _value(entry: Mapping, key: str) -> str | None:
    value = entry.get(key)
    if value is None or value.strip() in ("", "-"):
        return None
    return value.strip()


def _ident(entry) -> str:
    if isinstance(entry, Mapping):
        return str(entry.get("id") or entry.get("name") or "?")
    return "?"


def load(path: str | Path) -> CardSet:
    return parse(read_file(path), file=Path(path).name)


def parse(raw: str, file: str = "") -> CardSet:
    entries = parse_json(raw)
    if not isinstance(entries, list):
        raise CardImportError("not a card list: expected a JSON array of cards")
    result = CardSet(game="dcg", source="TakaOtaku Digimon card list", file=file)
    groups: dict[str, list[tuple[int, Mapping]]] = {}
    for index, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            raise CardImportError(f"expected a card object, found {type(entry).__name__}", index)
        for key in TEXT_FIELDS:
            if key in entry and not isinstance(entry[key], str):
                raise CardImportError(f"{key!r} must be a string, not {entry[key]!r}", index, _ident(entry))
        for key in REQUIRED:
            if not _value(entry, key):
                raise CardImportError(f"missing {key!r}", index, _ident(entry))
        groups.setdefault(entry["cardNumber"].strip(), []).append((index, entry))

    for number, prints in groups.items():
        # The regular print carries the card's data; the others only add printings.
        index, main = next(((i, e) for i, e in prints if e.get("version") == "Normal"), prints[0])
        names = {e["name"].strip() for _, e in prints}
        if len(names) > 1:
            why = f"its prints disagree on the name ({', '.join(sorted(names))})"
            result.skipped.append(Skipped(index, number, why))
            continue
        try:
            printed = validate_printed("dcg", _printed(index, main), card_type=main["cardType"])
        except PrintedError as exc:
            raise CardImportError(str(exc), index, _ident(main)) from None
        face = FaceData(
            side="front",
            name=main["name"].strip(),
            card_type=main["cardType"].strip(),
            printed=printed,
            text=_value(main, "effect") or "",
            is_initial=True,
        )
        set_code, _, collector = number.partition("-")
        result.cards.append(
            CardData(
                number=number,
                name=face.name,
                layout="normal",
                faces=[face],
                printings=[
                    PrintingData(
                        code=e["id"].strip(),
                        variant=_value(e, "version") or "",
                        image=_value(e, "cardImage") or "",
                        illustrator=_value(e, "illustrator") or "",
                        rarity=_value(e, "rarity") or "",
                    )
                    for _, e in prints
                ],
                set_code=set_code,
                collector_number=collector,
            )
        )
    return result


def _int(index: int, entry: Mapping, key: str) -> int | None:
    value = _value(entry, key)
    if value is None:
        return None
    if not value.isdigit():
        raise CardImportError(f"{key!r} is not a number: {value!r}", index, _ident(entry))
    return int(value)


def _printed(index: int, entry: Mapping) -> dict:
    printed: dict = {}
    level = _value(entry, "cardLv")
    if level:
        match = LEVEL.match(level)
        if not match:
            raise CardImportError(f"'cardLv' is not a level: {level!r}", index, _ident(entry))
        printed["level"] = int(match.group(1))
    for key, name in (("dp", "dp"), ("playCost", "play_cost")):
        value = _int(index, entry, key)
        if value is not None:
            printed[name] = value
    costs = _digivolve_costs(index, entry)
    if costs:
        printed["digivolve_costs"] = costs
    return printed | _texts(entry)


def _digivolve_costs(index: int, entry: Mapping) -> list[dict]:
    costs = []
    for key in ("digivolveCost1", "digivolveCost2"):
        value = _value(entry, key)
        if value is None:
            continue
        match = DIGIVOLVE.match(value)
        if not match:
            raise CardImportError(f"{key!r} is not a digivolve cost: {value!r}", index, _ident(entry))
        cost = {"cost": int(match.group(1)), "from_level": int(match.group(3))}
        if match.group(2):
            cost["from_colour"] = match.group(2)
        costs.append(cost)
    return costs


def _texts(entry: Mapping) -> dict:
    """Colour, form, attribute, traits and the effect texts, as printed."""
    printed: dict = {}
    colour = _value(entry, "color")
    if colour:
        printed["colour"] = [c.strip() for c in colour.split("/")]
    for key, name in (("form", "form"), ("attribute", "attribute")):
        if _value(entry, key):
            printed[name] = _value(entry, key)
    if _value(entry, "type"):
        printed["traits"] = [t.strip() for t in _value(entry, "type").split("/")]
    for key, name in (
        ("effect", "effect"),
        ("digivolveEffect", "inherited_effect"),
        ("securityEffect", "security_effect"),
    ):
        if _value(entry, key):
            printed[name] = _value(entry, key)
    return printed
