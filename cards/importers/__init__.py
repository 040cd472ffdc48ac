"""Card-data importers: a file in → a CardSet of plain dataclasses out, no Django."""

from cards.importers import digimon, flipside, mtgjson
from cards.importers.base import CardImportError, CardSet

FORMATS = {"mtgjson": mtgjson, "digimon": digimon, "flipside": flipside}


def load(fmt: str, path) -> CardSet:
    if fmt not in FORMATS:
        raise CardImportError(f"unknown format {fmt!r}; one of {', '.join(FORMATS)}")
    return FORMATS[fmt].load(path)


__all__ = ["FORMATS", "CardImportError", "CardSet", "load"]
