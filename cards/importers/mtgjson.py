"""MTGJSON v5 set files → cards with their faces grouped, meld relations and rulings.

In MTGJSON each face is its own entry (`side` a/b, `faceName`, `otherFaceIds`) and every
face repeats the card's rulings. A melded face is its own entry too (number like `15b`),
naming both fronts and itself in `cardParts`. Here a transforming or modal card becomes one
card with two faces; each meld front and each melded result is a card of its own, tied by
a MeldData.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from pathlib import Path

from cards.importers.base import (
    CardData,
    CardImportError,
    CardSet,
    FaceData,
    MeldData,
    RulingData,
    Skipped,
    parse_json,
    read_file,
)
from cards.printed import FaceCost, PrintedError, face_mana_values, validate_printed

TWO_FACED = {"transform": "transform", "modal_dfc": "modal_dfc", "flip": "flip"}
SINGLE = {"normal", "leveler", "saga", "class", "case", "mutate", "prototype", "host", "augment"}
RULING_SOURCE = "Gatherer rulings (via MTGJSON)"


def _ident(entry: Mapping) -> str:
    return str(entry.get("name") or entry.get("uuid") or "?")


def _check_entry(index: int, entry) -> None:
    if not isinstance(entry, Mapping):
        raise CardImportError(f"expected a card object, found {type(entry).__name__}", index)
    for key in ("name", "number", "uuid", "layout"):
        if not isinstance(entry.get(key), str) or not entry.get(key):
            raise CardImportError(f"missing or malformed {key!r}", index, _ident(entry))
    for key in ("otherFaceIds", "cardParts", "rulings"):
        if key in entry and not isinstance(entry[key], list):
            raise CardImportError(f"{key!r} must be a list", index, _ident(entry))
    for r_index, ruling in enumerate(entry.get("rulings", [])):
        if not isinstance(ruling, Mapping) or not isinstance(ruling.get("text"), str):
            raise CardImportError(f"ruling {r_index} has no text", index, _ident(entry))
        try:
            _date(ruling.get("date"))
        except ValueError:
            raise CardImportError(
                f"ruling {r_index} has a malformed date {ruling.get('date')!r}", index, _ident(entry)
            ) from None


def _date(value) -> dt.date | None:
    return dt.date.fromisoformat(value) if value else None


def load(path: str | Path) -> CardSet:
    return parse(read_file(path), file=Path(path).name)


def parse(raw: str, file: str = "") -> CardSet:
    doc = parse_json(raw)
    data = doc.get("data", doc) if isinstance(doc, Mapping) else None
    if not isinstance(data, Mapping) or not isinstance(data.get("cards"), list):
        raise CardImportError("not an MTGJSON set file: no data.cards list")
    entries = data["cards"]
    for index, entry in enumerate(entries):
        _check_entry(index, entry)
    set_code = str(data.get("code") or "")
    version = doc.get("meta", {}).get("version", "") if isinstance(doc.get("meta"), Mapping) else ""
    # The same for a whole set file and a subset of it, so either may update the other's cards.
    result = CardSet(game="mtg", source=f"MTGJSON {set_code} {version}".strip(), file=file)

    _read_cards(entries, set_code, result)
    _link_melds(entries, result)
    _set_mana_values(result)
    for card in result.cards:
        for face in card.faces:
            try:
                face.printed = validate_printed("mtg", face.printed, card_type=face.card_type)
            except PrintedError as exc:
                raise CardImportError(f"face {face.name!r}: {exc}") from None
    return result


def _read_cards(entries: list, set_code: str, result: CardSet) -> None:
    """Each entry into a card of its layout; the faces of a two-faced card read together."""
    by_uuid = {e["uuid"]: (i, e) for i, e in enumerate(entries)}
    grouped: set[str] = set()
    for index, entry in enumerate(entries):
        if entry["uuid"] in grouped:
            continue
        layout = entry["layout"]
        code = entry.get("setCode") or set_code
        if layout == "meld":
            result.cards.append(_meld_card(index, entry, code))
        elif layout in TWO_FACED:
            group = [(index, entry)]
            for other in entry.get("otherFaceIds", []):
                if other in by_uuid and other not in grouped:
                    group.append(by_uuid[other])
            grouped.update(e["uuid"] for _, e in group)
            result.cards.append(_two_faced_card(group, code, TWO_FACED[layout]))
        elif layout in SINGLE and not entry.get("otherFaceIds"):
            result.cards.append(_single_card(index, entry, code))
        else:
            why = "it has faces on one side of the card" if entry.get("otherFaceIds") else "unknown layout"
            result.skipped.append(Skipped(index, _ident(entry), f"layout {layout!r} is not modelled: {why}"))
        grouped.add(entry["uuid"])


def _number(code: str, number: str) -> str:
    return f"{code}-{number}" if code else number


def _face(entry: Mapping, side: str, is_initial: bool) -> FaceData:
    printed = {"mana_cost": entry.get("manaCost") or "", "type_line": entry.get("type") or ""}
    for key, name in (("power", "power"), ("toughness", "toughness"), ("loyalty", "loyalty")):
        if entry.get(key) is not None:
            printed[name] = str(entry[key])
    if entry.get("defense") is not None:
        printed["defense"] = str(entry["defense"])
    printed["colors"] = list(entry.get("colors") or [])
    if entry.get("colorIndicator"):
        printed["color_indicator"] = list(entry["colorIndicator"])
    types = entry.get("types") or []
    return FaceData(
        side=side,
        name=entry.get("faceName") or entry["name"],
        card_type=" ".join(types),
        printed=printed,
        text=entry.get("text") or "",
        is_initial=is_initial,
        external_id=entry["uuid"],
    )


def _rulings(group: list[Mapping], sides: list[str]) -> list[RulingData]:
    """Rulings once per card; a ruling found on only some faces is kept as concerning those."""
    seen: dict[tuple, list[str]] = {}
    for entry, side in zip(group, sides, strict=True):
        for ruling in entry.get("rulings", []):
            key = (ruling.get("date") or "", ruling["text"])
            seen.setdefault(key, [])
            if side not in seen[key]:
                seen[key].append(side)
    out = []
    for (date, text), found_on in seen.items():
        concerns = () if len(found_on) == len(sides) else tuple(found_on)
        out.append(RulingData(date=_date(date), text=text, source=RULING_SOURCE, face_sides=concerns))
    return out


def _single_card(index: int, entry: Mapping, code: str) -> CardData:
    return CardData(
        number=_number(code, entry["number"]),
        name=entry["name"],
        layout="normal",
        faces=[_face(entry, "front", True)],
        rulings=_rulings([entry], ["front"]),
        set_code=code,
        collector_number=entry["number"],
    )


def _two_faced_card(group: list[tuple[int, Mapping]], code: str, layout: str) -> CardData:
    group.sort(key=lambda pair: (pair[1].get("side") or "a", pair[0]))
    entries = [e for _, e in group]
    sides = ["front" if (e.get("side") or "a") == "a" else "back" for e in entries]
    if len(set(sides)) != len(sides):
        index, entry = group[0]
        raise CardImportError("two faces claim the same side", index, _ident(entry))
    first = entries[0]
    return CardData(
        number=_number(code, first["number"]),
        name=first["name"],
        layout=layout,
        faces=[_face(e, s, s == "front") for e, s in zip(entries, sides, strict=True)],
        rulings=_rulings(entries, sides),
        set_code=code,
        collector_number=first["number"],
    )


def _meld_card(index: int, entry: Mapping, code: str) -> CardData:
    melded = entry.get("side") == "b"
    side = "melded" if melded else "front"
    name = entry.get("faceName") or entry["name"]
    return CardData(
        number=_number(code, entry["number"]),
        name=name,
        layout="meld",
        faces=[_face(entry, side, not melded)],
        rulings=_rulings([entry], [side]),
        set_code=code,
        collector_number=entry["number"],
    )


def _link_melds(entries: list[Mapping], result: CardSet) -> None:
    meld_cards = {c.faces[0].external_id: c for c in result.cards if c.layout == "meld"}
    by_name = {c.name: c for c in meld_cards.values() if c.faces[0].side == "front"}
    for index, entry in enumerate(entries):
        if entry["layout"] != "meld" or entry.get("side") != "b":
            continue
        card = meld_cards[entry["uuid"]]
        parts = [p for p in entry.get("cardParts", []) if p != card.name]
        fronts = [by_name.get(p) for p in parts]
        if len(parts) != 2 or None in fronts:
            missing = [p for p, f in zip(parts, fronts, strict=True) if f is None] or parts
            reason = f"meld result without both fronts in this file (missing {', '.join(missing)})"
            result.skipped.append(Skipped(index, card.name, reason))
            continue
        # 712.4a: one card of each pair has the ability that melds them.
        melder = next((f.number for f in fronts if "meld them into" in f.faces[0].text), None)
        result.melds.append(
            MeldData(result=card.number, fronts=(fronts[0].number, fronts[1].number), melder=melder)
        )


def _set_mana_values(result: CardSet) -> None:
    fronts_of = {m.result: m.fronts for m in result.melds}
    by_number = {c.number: c for c in result.cards}
    for card in result.cards:
        costs = [FaceCost(f.side, f.printed.get("mana_cost")) for f in card.faces]
        front_costs = [by_number[n].faces[0].printed.get("mana_cost") for n in fronts_of.get(card.number, ())]
        values = face_mana_values(card.layout, costs, front_costs)
        melded_alone = (
            card.layout == "meld" and card.number not in fronts_of and card.faces[0].side == "melded"
        )
        for face in card.faces:
            if not melded_alone:  # without its fronts, a melded face's mana value is unknown
                face.printed["mana_value"] = values[face.side]
