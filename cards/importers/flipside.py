"""Hand-written card files (fixtures/sources/cards/*.json) → cards.

For cards that no card database in the corpora holds, written with only what a seed text
says of them. The format mirrors CardData:

    {"game": "mtg", "source": "…",
     "cards": [{"number": null, "name": "…", "layout": "transform", "flavor_name": "",
                "faces": [{"side": "front", "name": "…", "card_type": "", "printed": {}, "text": "",
                           "is_initial": true}],
                "rulings": [{"date": "2024-06-07", "text": "…", "source": "…", "faces": ["front"]}]}],
     "melds": [{"result": "<name or number>", "fronts": ["…", "…"], "melder": null}]}

A null number means the sources give none; the card then gets a key made from its name.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from pathlib import Path

from cards.importers.base import (
    LAYOUTS,
    SIDES,
    CardData,
    CardImportError,
    CardSet,
    FaceData,
    MeldData,
    PrintingData,
    RulingData,
    name_key,
    parse_json,
    read_file,
)
from cards.printed import PrintedError, validate_printed


def load(path: str | Path) -> CardSet:
    return parse(read_file(path), file=Path(path).name)


def parse(raw: str, file: str = "") -> CardSet:
    doc = parse_json(raw)
    if not isinstance(doc, Mapping) or not isinstance(doc.get("game"), str):
        raise CardImportError("expected an object with a game and its cards")
    game = doc["game"]
    result = CardSet(game=game, source=doc.get("source") or file, file=file)
    for index, entry in enumerate(doc.get("cards", [])):
        result.cards.append(_card(game, index, entry))
    numbers = {c.number for c in result.cards}
    by_name = {c.name: c.number for c in result.cards}

    def resolve(ref, index):
        if ref in numbers:
            return ref
        if ref in by_name:
            return by_name[ref]
        raise CardImportError(f"meld names a card not in this file: {ref!r}", index)

    for index, meld in enumerate(doc.get("melds", [])):
        fronts = meld.get("fronts") or []
        if len(fronts) != 2:
            raise CardImportError("a meld needs exactly two fronts", index, str(meld.get("result")))
        melder = meld.get("melder")
        result.melds.append(
            MeldData(
                result=resolve(meld.get("result"), index),
                fronts=(resolve(fronts[0], index), resolve(fronts[1], index)),
                melder=resolve(melder, index) if melder else None,
            )
        )
    return result


def _card(game: str, index: int, entry) -> CardData:
    if not isinstance(entry, Mapping) or not isinstance(entry.get("name"), str):
        raise CardImportError("expected a card object with a name", index)
    ident = entry["name"]
    layout = entry.get("layout", "normal")
    if layout not in LAYOUTS:
        raise CardImportError(f"layout must be one of {', '.join(LAYOUTS)}; not {layout!r}", index, ident)
    faces = []
    for face in entry.get("faces", []):
        side = face.get("side")
        if side not in SIDES:
            raise CardImportError(f"side must be one of {', '.join(SIDES)}; not {side!r}", index, ident)
        try:
            printed = validate_printed(game, face.get("printed") or {}, card_type=face.get("card_type", ""))
        except PrintedError as exc:
            raise CardImportError(f"face {side}: {exc}", index, ident) from None
        faces.append(
            FaceData(
                side=side,
                name=face.get("name") or ident,
                card_type=face.get("card_type", ""),
                printed=printed,
                text=face.get("text", ""),
                is_initial=bool(face.get("is_initial", False)),
            )
        )
    rulings = []
    for ruling in entry.get("rulings", []):
        try:
            date = dt.date.fromisoformat(ruling["date"]) if ruling.get("date") else None
        except ValueError:
            raise CardImportError(f"ruling date malformed: {ruling.get('date')!r}", index, ident) from None
        rulings.append(
            RulingData(
                date=date,
                text=ruling["text"],
                source=ruling.get("source", ""),
                authority=ruling.get("authority", "official"),
                face_sides=tuple(ruling.get("faces", ())),
            )
        )
    number = entry.get("number")
    return CardData(
        number=number or name_key(ident),
        name=ident,
        layout=layout,
        faces=faces,
        rulings=rulings,
        printings=[PrintingData(**p) for p in entry.get("printings", [])],
        set_code=entry.get("set_code", ""),
        collector_number=entry.get("collector_number", ""),
        flavor_name=entry.get("flavor_name", ""),
        number_synthesized=not number,
    )
