"""What each game prints on a card face, validated in plain Python (no Django).

`validate_printed(game, printed, card_type=...)` returns the values normalised (numbers as
numbers, lists as lists) or raises PrintedError, whose `errors` name each bad field and the
values the game allows. Games without a schema here accept any JSON object.

Magic's mana value lives here too: rule 202.3 for one mana cost, 712.8e–g for the faces of
double-faced and meld cards.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any


class PrintedError(ValueError):
    """Printed fields that break a game's schema; `errors` maps each field to what is wrong."""

    def __init__(self, game: str, errors: Mapping[str, str]):
        self.game = game
        self.errors = dict(errors)
        super().__init__("; ".join(f"{k}: {v}" for k, v in self.errors.items()))


Checker = Callable[[Any], Any]  # returns the normalised value or raises ValueError(message)


def _int(minimum: int | None = 0) -> Checker:
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ValueError(f"must be a whole number, not {value!r}")
        try:
            number = int(str(value).strip())
        except ValueError:
            raise ValueError(f"must be a whole number, not {value!r}") from None
        if minimum is not None and number < minimum:
            raise ValueError(f"must be at least {minimum}, not {number}")
        return number

    return check


def _number(value):
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"must be a number, not {value!r}")
    if value < 0:
        raise ValueError(f"must not be negative, not {value}")
    return int(value) if float(value).is_integer() else value


def _text(value):
    if not isinstance(value, str):
        raise ValueError(f"must be text, not {value!r}")
    return value


def _bool(value):
    if not isinstance(value, bool):
        raise ValueError(f"must be true or false, not {value!r}")
    return value


def _choice(*allowed: str) -> Checker:
    def check(value):
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(allowed)}; not {value!r}")
        return value

    check.allowed = allowed
    return check


def _list(item: Checker) -> Checker:
    def check(value):
        if not isinstance(value, list | tuple):
            raise ValueError(f"must be a list, not {value!r}")
        out = []
        for i, v in enumerate(value):
            try:
                out.append(item(v))
            except ValueError as exc:
                raise ValueError(f"item {i}: {exc}") from None
        return out

    return check


def _record(fields: Mapping[str, Checker], required: Iterable[str] = ()) -> Checker:
    """A JSON object with known keys, e.g. one attack."""

    def check(value):
        if not isinstance(value, Mapping):
            raise ValueError(f"must be an object with {', '.join(fields)}, not {value!r}")
        unknown = sorted(set(value) - set(fields))
        if unknown:
            raise ValueError(f"unknown key {unknown[0]!r}; allowed: {', '.join(fields)}")
        missing = [k for k in required if k not in value]
        if missing:
            raise ValueError(f"missing {missing[0]!r}")
        out = {}
        for key, v in value.items():
            try:
                out[key] = None if v is None else fields[key](v)
            except ValueError as exc:
                raise ValueError(f"{key}: {exc}") from None
        return out

    return check


MANA_SYMBOL = re.compile(r"\{([^{}]+)\}")


def _mana_cost(value):
    value = _text(value)
    if value and MANA_SYMBOL.sub("", value):
        raise ValueError(f"must be mana symbols such as {{2}}{{W}}{{U}}, not {value!r}")
    return value


COLOURS_MTG = ("W", "U", "B", "R", "G")
COLOURS_DCG = ("Red", "Blue", "Yellow", "Green", "Black", "Purple", "White")

_DBE = {
    "side_icon": _choice("star", "moon"),
    # The Initialize icon's side; absent when the card has none and either side may start.
    "initial_side": _choice("star", "moon"),
    "power": _int(),
    "types": _list(_text),
    "hp": _int(),
    "attacks": _list(_record({"name": _text, "power": _int(), "text": _text}, required=["name"])),
}

_SPACE = {
    "card_type": _choice("Character", "Spacecraft", "Location"),
    "starting_cp": _int(),
    "capacity": _int(),
    "shielded": _bool,
}

_DCG = {
    "level": _int(),
    "dp": _int(),
    "play_cost": _int(),
    "digivolve_costs": _list(_record({"cost": _int(), "from_level": _int(), "from_colour": _text}, ["cost"])),
    "colour": _list(_choice(*COLOURS_DCG)),
    "form": _text,
    "attribute": _text,
    "traits": _list(_text),
    "effect": _text,
    "inherited_effect": _text,
    "security_effect": _text,
}

_MTG = {
    "mana_cost": _mana_cost,
    "type_line": _text,
    "power": _text,  # printed as text: "*", "1+*"
    "toughness": _text,
    "loyalty": _text,
    "defense": _text,
    "oracle_text": _text,
    "mana_value": _number,
    "colors": _list(_choice(*COLOURS_MTG)),
    "color_indicator": _list(_choice(*COLOURS_MTG)),
}

# The DDM card anatomy (fixtures/sources/ddm.txt, 2.1 and 2.2), in its English labels.
DDM_LEVELS = ("III", "IV", "Perfect", "Ultimate", "Hybrid", "No level")
DDM_ATTRIBUTES = ("Vaccine", "Virus", "Data", "Unknown", "Variable")
DDM_GROUPS = ("NSp", "NSo", "WG", "DS", "ME", "UK", "DA", "VB")
_DDM_FRAME = _choice("Blue", "Red", "Gold")
_DDM_DIGIMON = {
    "battle_type": _choice("A", "B", "C"),
    "level": _choice(*DDM_LEVELS),
    "equivalent_level": _choice(*DDM_LEVELS[:4]),  # 2.1.5: a No-level Digimon may state one
    "type": _text,
    "attribute": _choice(*DDM_ATTRIBUTES),
    "group": _choice(*DDM_GROUPS),
    "attacks": _record({"A": _int(), "B": _int(), "C": _int()}),
    "attack_names": _record({"A": _text, "B": _text, "C": _text}),
    "lost_points": _int(),
    "evolution_requirements": _text,
    "information": _text,
    "abilities": _text,
    "frame_colour": _DDM_FRAME,
}
_DDM_OPTION = {
    "icon": _choice("Program", "Item", "Field"),
    "capacity": _text,  # printed with its sign, e.g. "+20"
    "timing": _text,
    "category": _text,
    "cost": _text,
    "requirements": _text,
    "effect": _text,
    "limit": _text,
    "frame_colour": _DDM_FRAME,
}

# game -> card type ("" for any) -> field checkers
SCHEMAS: dict[str, dict[str, dict[str, Checker]]] = {
    "dbe": {"": _DBE},
    "space": {"": _SPACE},
    "dcg": {"": _DCG},
    "mtg": {"": _MTG},
    "ddm": {"": _DDM_DIGIMON, "Option": _DDM_OPTION},
}


def schema_for(game: str, card_type: str = "") -> dict[str, Checker] | None:
    by_type = SCHEMAS.get(game)
    if by_type is None:
        return None
    return by_type.get(card_type) or by_type[""]


def validate_printed(game: str, printed: Any, *, card_type: str = "") -> dict:
    """The printed fields normalised, or PrintedError naming every bad field."""
    if not isinstance(printed, Mapping):
        raise PrintedError(game, {"printed": f"must be a JSON object, not {type(printed).__name__}"})
    schema = schema_for(game, card_type)
    if schema is None:
        return dict(printed)
    errors, out = {}, {}
    for key, value in printed.items():
        check = schema.get(key)
        if check is None:
            kind = f" {card_type}" if card_type and card_type in SCHEMAS[game] else ""
            errors[key] = f"is not a printed field of {game}{kind} cards; allowed: {', '.join(schema)}"
        elif value is None:
            out[key] = None  # printed as none ("-")
        else:
            try:
                out[key] = check(value)
            except ValueError as exc:
                errors[key] = f"{exc} ({game})"
    if errors:
        raise PrintedError(game, errors)
    return out


# --- Magic mana value -----------------------------------------------------------------


def mana_value(mana_cost: str | None) -> int | float:
    """Rule 202.3: the total amount of mana in a mana cost, regardless of colour.

    X counts as 0 off the stack; a hybrid symbol counts its largest part ({2/W} is 2); a
    Phyrexian or monocoloured symbol counts 1; half-mana symbols ({HW}) count one half.
    """
    total = Fraction(0)
    for symbol in MANA_SYMBOL.findall(mana_cost or ""):
        parts = symbol.upper().split("/")
        values = []
        for part in parts:
            if part.isdigit():
                values.append(Fraction(int(part)))
            elif part in ("X", "Y", "Z"):
                values.append(Fraction(0))
            elif part.startswith("H") and len(part) == 2:
                values.append(Fraction(1, 2))
            elif part == "P":
                continue  # the Phyrexian half of {W/P}
            else:
                values.append(Fraction(1))
        total += max(values, default=Fraction(0))
    return int(total) if total.denominator == 1 else float(total)


@dataclass(frozen=True)
class FaceCost:
    side: str
    mana_cost: str | None


def face_mana_values(layout: str, faces: Iterable[FaceCost], fronts_of_melded: Iterable[str] = ()) -> dict:
    """Each face's mana value as the rules give it, by side.

    712.8e: a transforming card's back face takes the mana value of its front face's cost.
    712.8f: each face of a modal double-faced card has its own.
    712.8g: a melded face's mana value is the sum of its two fronts' (pass their costs).
    """
    faces = list(faces)
    if layout == "meld" and any(f.side == "melded" for f in faces):
        total = sum((mana_value(c) for c in fronts_of_melded), 0)
        return {f.side: total if f.side == "melded" else mana_value(f.mana_cost) for f in faces}
    if layout in ("transform", "flip"):
        front = next((f for f in faces if f.side == "front"), None)
        if front is not None:
            value = mana_value(front.mana_cost)
            return {f.side: value for f in faces}
    return {f.side: mana_value(f.mana_cost) for f in faces}


# --- deck limits -------------------------------------------------------------------------


@dataclass(frozen=True)
class DeckLimit:
    copies: int
    counted_by: str
    counts_every_side: bool
    document: str  # the rules document it comes from, as "game/document-kind"
    quote: str  # the words of the rule, to find and cite its section

    def allows(self, copies_by_side: Mapping[str, int]) -> bool:
        """Whether a deck may hold these copies of one card, counted across its sides."""
        return sum(copies_by_side.values()) <= self.copies


DECK_LIMITS = {
    "dbe": DeckLimit(
        copies=4,
        counted_by="card number",
        counts_every_side=True,
        document="dbe rules excerpt (Flip cards)",
        quote="And among those, you may only have a total of 4 cards.",
    ),
}
