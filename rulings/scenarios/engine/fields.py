"""The one definition of a scenario card's fields: what each holds, how a step decides it, its words.

The engine (state, runner, actions), explain, the persistence table, the service's before/after
view, the checker form and the API schema all read this module; none lists the fields itself.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StateField:
    """One field of ``card.state``.

    ``shape``: "int" or "str" (one value or null), "names" (a list of strings), "counters"
    (kind → number) or "items" (a list of named objects with ``defaults``).
    ``decided``: how a step's decision applies: to the "whole" value, per "counter" kind, or per "item".
    """

    name: str
    shape: str
    decided: str
    label: str  # on a page: "HP"
    phrase: str  # in a sentence: "the chosen attack"
    item: str = ""  # one item on a page: "Evo-bonus"
    item_phrase: str = ""  # one item in a sentence: "the evo-bonus"
    defaults: tuple[tuple[str, object], ...] = ()  # an item's other keys and their defaults
    slugged: bool = False  # names are stored as slugs ("Face Down" → face_down)
    names_of: str = ""  # for "names": what each name names ("effect")
    flag: str = ""  # items decided by a yes/no flag ("permanent" / "not_permanent"), not by kind

    @property
    def path(self) -> str:
        return f"state.{self.name}"

    @property
    def empty(self):
        """The value of the field when the scenario does not set it."""
        return {"int": None, "str": None, "counters": {}}.get(self.shape, [])

    @property
    def is_list(self) -> bool:
        """A list or mapping of entries (capped in size at the service boundary)."""
        return self.shape in ("names", "counters", "items")


STATE = (
    StateField("hp", "int", "whole", "HP", "HP"),
    StateField("counters", "counters", "counter", "Counters", "the counters"),
    StateField(
        "evo_bonuses",
        "items",
        "item",
        "Evo bonuses",
        "the evo bonuses",
        item="Evo-bonus",
        item_phrase="the evo-bonus",
        defaults=(("permanent", False), ("active", True)),
        flag="permanent",
    ),
    StateField(
        "effects",
        "items",
        "item",
        "Effects",
        "the effects",
        item="Effect",
        item_phrase="the effect",
        defaults=(("kind", "other"),),
    ),
    StateField(
        "used_activates",
        "names",
        "whole",
        "Used Activate effects",
        "the used Activate effects",
        names_of="effect",
    ),
    StateField(
        "attachments",
        "items",
        "item",
        "Attachments",
        "the attachments",
        item="Attachment",
        item_phrase="the attachment",
        defaults=(("kind", "other"), ("controller", None)),
    ),
    StateField(
        "deployed",
        "items",
        "item",
        "Deployed units",
        "the deployed",
        item="Deployed unit",
        item_phrase="the deployed unit",
        defaults=(("kind", "other"), ("escape_pod", False)),
    ),
    StateField(
        "statuses",
        "names",
        "item",
        "Statuses",
        "the statuses",
        item="Status",
        item_phrase="the status",
        slugged=True,
        names_of="status",
    ),
    StateField("chosen_attack", "str", "whole", "Chosen attack", "the chosen attack"),
    StateField("attribute", "str", "whole", "Attribute", "the attribute"),
)
BY_NAME = {f.name: f for f in STATE}
STATE_FIELDS = tuple(f.name for f in STATE)
# A step decides single values first, then whole lists, then counters, then each list's items.
WHOLE = tuple(sorted((f for f in STATE if f.decided == "whole"), key=lambda f: f.is_list))
ITEMS = tuple(f for f in STATE if f.decided == "item")
LISTS = tuple(f.name for f in STATE if f.is_list)

# Fields of the card itself (not its state) that steps decide, with their page label and phrase.
CARD = {
    "face": ("Side up", "the face up"),
    "zone": ("Zone", "the zone"),
    "kind": ("Kind", "the card type"),
    "printed": ("Printed values", "the printed"),
    "cards": ("Cards", "the cards"),
    "copy_of": ("Copies", "what it copies"),
    "storyline": ("Storyline", "the Storyline"),
}
# Every decidable field, in the order steps and tables list them.
FIELDS = ("face", "printed", "kind", "zone", *(f.path for f in STATE))


def state_field(path: str) -> StateField | None:
    """The state field a path names or belongs to: state.effects[x] → effects."""
    if not path.startswith("state."):
        return None
    head = path[len("state.") :].split("[", 1)[0].split(".", 1)[0]
    return BY_NAME.get(head)
