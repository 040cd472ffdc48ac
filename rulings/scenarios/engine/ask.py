"""A judge's question in their own words → a scenario → a cited yes / no / depends / unknown.

The question is read for three things: the subject (evo-bonus, HP, counters of a kind, an
Aura…), the event (a flip, a transform, a move to a zone, turning face down) and what is
asked of the subject: does it last ("persist", "stay", "keep") or does it go ("reset",
"lose", "go away")? A negation in the predicate ("does it not stay") turns the question
round; a leading "doesn't …?" is rhetorical and does not. The engine then runs a small
scenario with that subject on a sample card of the game and the answer is read off the step.
"""

from __future__ import annotations

import copy
import difflib
import functools
import re
from dataclasses import dataclass, field

from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.profiles import GAMES, get_profile
from rulings.scenarios.engine.runner import check

# --- the words -----------------------------------------------------------------------------

# Verbs (stems) that ask whether something lasts, and those that ask whether it goes.
LASTS = (
    r"persist|stay|remain|keep|kept|retain|carr(?:y|ies|ied) over|surviv|still|maintain|linger|\bhold|"
    r"continu|preserv|mant[ie]\w*|permanec\w*|conserv\w*|sigue|queda\w*"
)
GOES = (
    r"reset|remov|lose|lost|los(?:es|ing)|go(?:es)? away|gone|disappear|vanish|clear|wip|fall(?:s)? off|drop|"
    r"refresh|used again|use (?:it |them )?again|reactivat|change|replac|updat|displac|restor|heal|refill|"
    r"unattach|detach|comes? off|gets? new|fresh|undo|revert|cancel|overrid|"
    r"\bends?\b(?! of)|follow|\btak|\bgain|becom|match|adopt|\bstop|\bceas|knock\w* off|"
    r"\bgana\w*|pierde\w*|cambi\w*|modific\w*|adquier\w*|toma\w*"
)
NEGATION = r"\b(?:not|never|no longer|n't|neither|nor|nunca)\b|n't\b"
# Words that ask whether something is kept out of an effect's reach: "safe from", "immune to".
SHIELDED = r"\bsafe from\b|\bimmune\b|\bprotected from\b|\bout of (?:the )?reach\b"
RHETORICAL = re.compile(r"^(?:doesn't|don't|isn't|aren't|won't|wouldn't|can't|shouldn't|didn't)\b")

GAME_WORDS = {
    "dbe": (
        r"\bdbe\b|battle evolution|side icon|initiali[sz]e|star side|moon side|\bstar\b|\bmoon\b|antiramon|"
        r"dianamon|evo-?bonus|destiny zone"
    ),
    "space": (
        r"space game|spacecraft|character points?|\bcp\b|liberation|escape pod|\bprime\b|\breverse\b|"
        r"storyline"
    ),
    "dcg": r"\bdcg\b|digimon card game|breeding area|battle area|security stack|digi-?egg|\btrash\b|new card",
    "mtg": (
        r"\bmtg\b|magic|transform|double-faced|\bdfc\b|\baura\b|equipment|battlefield|graveyard|\bmeld|"
        r"mana value"
    ),
    "ddm": r"\bddm\b|digital monster|variable|attribute|option card|option slot",
}


@dataclass
class Subject:
    name: str  # how the summary names it
    pattern: str
    games: tuple[str, ...]  # in order of preference when the question names no game
    kind: str = "state"  # state | count_as | performed
    build: dict = field(default_factory=dict)  # per game: how to put the subject on the sample card
    asks: str | None = None  # what a question with no verb of its own asks ("is the Storyline flipped?")
    event: str | None = None  # the event the subject implies, when the question names none


def _item(container: str, item: dict) -> dict:
    return {"container": container, "item": item, "path": f"state.{container}[{item['name']}]"}


SUBJECTS = [
    Subject(
        "the controller of the Device",
        r"device\w* (?:\w+ ){0,3}controller|controller of (?:the |an? |its )?device|change controller",
        ("space",),
        build={
            "space": {
                "card": "spacecraft",
                "path": "state.attachments[Device].controller",
                "state": {"attachments": [{"name": "Device", "kind": "device", "controller": "bob"}]},
            }
        },
        asks="goes",
    ),
    Subject(
        "the Storyline",
        r"storyline",
        ("space",),
        build={
            "space": {
                "card": "character",
                "path": "storyline",
                "state": {"statuses": ["bound"]},
                "fall_variants": True,
            }
        },
        asks="goes",
    ),
    Subject(
        "one object and two cards",
        r"\bmeld\w*\b(?=.*\b(?:count(?:s|ed)?\b|one (?:object|permanent)|two (?:objects|permanents)))",
        ("mtg",),
        kind="count_as",
        build={
            "mtg": {
                "card": "meld",
                "event": "one_object_two_cards",
                "pre": [{"do": "meld", "with": {"name": "Graf Rats", "mana_value": 2}}],
            }
        },
        event="move",
    ),
    Subject(
        "the mana value",
        r"mana value|\bmv\b|\bcmc\b|converted mana cost",
        ("mtg",),
        build={"mtg": {"path": "printed.mana_value"}},
    ),
    Subject(
        "the Option card",
        r"requirement",
        ("ddm",),
        build={
            "ddm": {
                "card": "option",
                "zone": "option_slot",
                "face": "front",
                "path": "zone",
                "state": {"statuses": ["active"]},
            }
        },
        asks="goes",
        event="requirements_unmet",
    ),
    Subject(
        "the Option card",
        r"\bcost\b",
        ("ddm",),
        build={
            "ddm": {
                "card": "option",
                "zone": "option_slot",
                "face": None,
                "path": "zone",
                "state": {"statuses": ["face_down"]},
                "cost": True,
            }
        },
        asks="goes",
        event="turn_face_up",
    ),
    Subject(
        "a KO",
        r"\bko\b|knock ?out|\bko'd\b|deleted",
        ("dbe",),
        kind="count_as",
        build={"dbe": {"event": "ko"}},
    ),
    Subject(
        "a change of active Digimon",
        r"change (?:of |which )?(?:the )?active|new active",
        ("dbe",),
        kind="count_as",
        build={"dbe": {"event": "change_of_active"}},
    ),
    Subject(
        "becoming abnormal",
        r"abnormal",
        ("dbe",),
        kind="count_as",
        build={"dbe": {"event": "becoming_abnormal"}},
    ),
    Subject(
        "changing type",
        r"chang\w* (?:its |a )?types?|counts? as (?:a |an )?(?:type change|chang\w* (?:to )?(?:the |a |its )?"
        r"(?:\w+ )?types?)",
        ("dbe",),
        kind="count_as",
        build={"dbe": {"event": "type_change"}},
    ),
    Subject("a new card", r"new card", ("dcg",), kind="count_as", build={"dcg": {"event": "new_card"}}),
    Subject("a new object", r"new object", ("mtg",), kind="count_as", build={"mtg": {"event": "new_object"}}),
    Subject(
        "the evo-bonus",
        r"evo[- ]?bonus",
        ("dbe",),
        build={"dbe": _item("evo_bonuses", {"name": "Evo-bonus", "permanent": True, "active": True})},
    ),
    Subject("the HP", r"\bhp\b|hit points|health", ("dbe",), build={"dbe": {"scalar": "hp", "value": 30}}),
    Subject(
        "the Character Points",
        r"character points?|\bcp\b",
        ("space",),
        build={"space": {"counter": "character_points", "value": 2, "card": "character"}},
    ),
    Subject(
        "the power boost",
        r"power[- ]?(?:boost|bonus|up)|\+\d+ power|boosts?\b",
        ("dbe",),
        build={"dbe": _item("effects", {"name": "Power boost", "kind": "power_boost"})},
    ),
    Subject(
        "the changed attack selection",
        r"(?:changed|new) attack selection|attack selection change",
        ("dbe",),
        build={"dbe": _item("effects", {"name": "Attack selection", "kind": "attack_selection"})},
    ),
    Subject(
        "the chosen attack",
        r"chosen attack|selected attack|attack (?:that was |I )?chose",
        ("dbe",),
        build={"dbe": {"scalar": "chosen_attack", "value": "A"}},
    ),
    Subject(
        "the attack ability change",
        r"attack (?:ability )?change|changed attack",
        ("dbe",),
        build={"dbe": _item("effects", {"name": "Attack change", "kind": "attack_change"})},
    ),
    Subject(
        "the used Activate effect",
        r"activate|once per turn|used (?:effect|ability)",
        ("dbe",),
        build={"dbe": {"scalar": "used_activates", "value": ["Activate"]}},
    ),
    Subject(
        "the type given by an effect",
        r"type (?:given|granted|changed|set) by (?:an )?effect|type[- ]change (?:effect|from)",
        ("dbe",),
        build={"dbe": _item("effects", {"name": "Type change", "kind": "type_change"})},
    ),
    Subject("the printed types", r"\btypes?\b", ("dbe",), build={"dbe": {"printed": "types"}}),
    Subject(
        "the printed power",
        r"printed power|\bpower\b|\bdp\b",
        ("dbe", "space", "mtg"),
        build={g: {"printed": "power"} for g in ("dbe", "space", "mtg")},
    ),
    Subject(
        "the Aura",
        r"\bauras?\b",
        ("mtg",),
        build={"mtg": _item("attachments", {"name": "Aura", "kind": "aura"})},
    ),
    Subject(
        "the Equipment",
        r"\bequipment\b|\bequips?\b",
        ("mtg",),
        build={"mtg": _item("attachments", {"name": "Equipment", "kind": "equipment"})},
    ),
    Subject(
        "the Device",
        r"\bdevices?\b",
        ("space",),
        build={
            "space": {
                **_item("attachments", {"name": "Device", "kind": "device", "controller": "bob"}),
                "card": "spacecraft",
            }
        },
    ),
    Subject(
        "the deployed units",
        r"deployed|ground units?|\bunits?\b|\bcrew\b",
        ("space",),
        build={"space": {"container": "deployed", "path": "state.deployed"}},
    ),
    Subject(
        "an effect",
        r"\b(?:chosen|choose|affected|affect|target\w*|trigger\w*|referenc\w*|activat\w*)\b",
        ("dcg",),
        kind="performed",
        build={"dcg": {"performed": True}},
        event="effect",
    ),
    # Whether an event counts as another one.
    Subject(
        "the effect",
        r"\+\d+/\+\d+ until|effects?\b|pump",
        ("mtg", "dcg", "dbe"),
        build={
            "mtg": _item("effects", {"name": "Pump", "kind": "pump"}),
            "dcg": _item("effects", {"name": "DP boost", "kind": "dp_boost"}),
            "dbe": _item("effects", {"name": "Floating effect", "kind": "other"}),
        },
    ),
    Subject(
        "the Bound status",
        r"\bbound\b",
        ("space",),
        build={"space": {**_item("statuses", {"name": "bound"}), "card": "character"}},
    ),
    Subject(
        "the suspended status", r"suspend", ("dcg",), build={"dcg": _item("statuses", {"name": "suspended"})}
    ),
    Subject("the tapped status", r"\btap", ("mtg",), build={"mtg": _item("statuses", {"name": "tapped"})}),
    Subject(
        "its statuses",
        r"status(?:es)?\b",
        ("dcg", "space"),
        build={"dcg": _item("statuses", {"name": "suspended"})},
    ),
    Subject(
        "the attribute",
        r"attribute|atributo|variable",
        ("ddm",),
        build={"ddm": {"attribute": True}},
        event="opponent_attribute",
    ),
    # Counter kinds come last: "+1/+1 counters", "liberation counters", "counters".
    Subject(
        "the counters",
        r"counters?",
        ("space", "mtg", "dcg", "dbe"),
        build={g: {"counter": None} for g in GAMES},
    ),
    # Whether the action happens at all: "can a modal double-faced card transform?"
    Subject(
        "it",
        r"^(?:can|could)\b[^?]*\b(?:transform|convert|flip|turn\w* face|be turned)|"
        r"\b(?:do|does) (?:anything|nothing)\b|\bwhat happens\b",
        ("mtg", "dbe", "space"),
        kind="performed",
        build={g: {"performed": True} for g in ("mtg", "dbe", "space")},
    ),
]

EVENTS = [
    ("turn_face_down", r"turn\w* (?:it )?face[- ]?down|face[- ]?down"),
    ("reorder", r"reorder|stack(?:ing)? order|order of the stack|rearrang"),
    ("destroy", r"destroy"),
    ("transform", r"transform|convert|day ?bound|night ?bound"),
    ("flip", r"\bflip|\bturn\w* (?:it |them )?over\b|\bturned to its other|\bvolte\w*"),
    (
        "move",
        r"\bmov\w*|\bleav\w*|\bgoes to\b|\bgo to\b|\bput into\b|\bput in\b|returned to|\benters?\b|"
        r"sent to|\bto (?:the |my |your |its )?(?:hand|trash|graveyard|exile|deck|library|dark area)\b|"
        r"dies\b|discard",
    ),
]
# What judges call an event in another game's words.
EVENT_ALIASES = {"mtg": {"flip": "transform"}, "dbe": {"transform": "flip"}, "space": {"transform": "flip"}}
# Words that name a kind of card, not an event: "a flip card", "a transforming double-faced card".
NOT_EVENTS = (
    r"\bflip[- ]cards?\b|\bflip[- ]icons?\b|\btransforming (?:double[- ]faced|dfc)\w*|"
    r"\bwithout (?:a |an |the |any )?\w+|\bwith no \w+"
)
# Words naming the kind of card a "can it …" question is about.
KINDS_OF_CARD = r"double[- ]faced|\bdfcs?\b|flip[- ]cards?|side icon|\bmeld"
# The zone a card is in when the question names it by what it is in play ("a Digimon", "a permanent").
IN_PLAY = {
    "dcg": (r"\bdigimon\b", "battle_area"),
    "mtg": (r"\bpermanents?\b|\bcreatures?\b|\bon the battlefield\b", "battlefield"),
    "ddm": (r"\bdigimon\b", "battle"),
    "dbe": (r"\bactive\b", "active"),
    "space": (r"\bin play\b|\bdeployed\b", "in_play"),
}
# Question words of a question that is not a yes/no one ("how many…", "¿qué…").
WH_QUESTION = re.compile(
    r"^[¿¡\s]*(?:how|what(?! if)|which|who|whom|where|why|"
    r"cu[aá]nt\w*|qu[eé]|cu[aá]l\w*|c[oó]mo|d[oó]nde|por qu[eé])\b"
)
ZONE_WORDS = {
    "discard pile": "discard",
    "trash": "trash",
    "dark area": "dark_area",
    "main deck": "main_deck",
    "digi-egg deck": "digi_egg_deck",
    "security": "security_stack",
    "breeding": "breeding_area",
    "battle area": "battle_area",
    "play": "in_play",
    "dies": "graveyard",
}


# Words that describe the card rather than ask about it; read, then taken out of the question
# so that the "not" of "a card that is not double-faced" does not turn the question round.
DESCRIPTORS = {
    "mtg": [
        (r"modal(?: double[- ]faced)?(?: card)?|\bmdfc\b", {"layout": "modal_dfc"}),
        (
            r"(?:non|not a|not|isn't a|single)[- ]?(?:double[- ]faced|dfc)(?: card)?|normal card",
            {"layout": "normal"},
        ),
        (
            r"(?:a |the )?face[- ]down (?:double[- ]faced |dfc |transforming )*(?:permanent|card|creature)|"
            r"while (?:it is |it's )?face[- ]down",
            {"face_down": True},
        ),
        (r"(?:an? )?(?:instant|sorcery)(?: back)? face", {"back_type": "Sorcery"}),
    ],
    "space": [
        (r"\bspacecraft\b", {"card": "spacecraft"}),
        (r"\blocations?\b", {"card": "location"}),
        (r"\bcharacters?\b(?! points?)", {"card": "character"}),
    ],
    "dcg": [
        (r"in (?:the |my |your |a |an opponent's |my opponent's )?breeding area", {"zone": "breeding_area"}),
        (
            r"(?:does not|doesn't|don't|do not|that not|without) (?:names?|specif\w*|mention\w*|referenc\w*) "
            r"(?:the |a )?breeding areas?",
            {"names_zone": None},
        ),
        (
            r"(?:names|specif\w*|mentions?|references?) (?:the )?breeding area",
            {"names_zone": "breeding_area"},
        ),
    ],
    "ddm": [
        (
            r"requirements? (?:are |is )?(?:no longer|not|n't|stopped|stops|stop) (?:being )?"
            r"(?:met|fulfilled|true|satisfied)|"
            r"(?:stop|stops) being met|unmet",
            {},
        ),
        (
            r"cost\b[^?.]*?(?:cannot|can't|can not|isn't|is not|couldn't|could not) (?:be )?paid|can't pay|"
            r"cannot pay|unpaid",
            {"cost_unpaid": True},
        ),
    ],
    "dbe": [
        (
            r"(?:a card )?(?:without|with no) (?:a |the )?side icon|no side icon|non[- ]flip card",
            {"no_icon": True},
        ),
        (
            r"(?:to )?the side (?:that is |that's )?already (?:face )?up|already up|same side",
            {"same_side": True},
        ),
        (r"in (?:the |my |your |a )?(hand|dark area|main deck|hidden zone)", {"hidden": True}),
    ],
}


def _descriptors(text: str, game: str) -> tuple[dict, str]:
    tweaks: dict = {}
    for pattern, tweak in DESCRIPTORS.get(game, []):
        if re.search(pattern, text):
            tweaks.update(tweak)
            text = re.sub(pattern, " ", text)
    return tweaks, re.sub(r"\s+", " ", text).strip()


def _tweak(card: dict, tweaks: dict) -> None:
    if tweaks.get("layout") == "normal":
        card.update(layout="normal", faces=card["faces"][:1])
    elif tweaks.get("layout"):
        card["layout"] = tweaks["layout"]
    if tweaks.get("face_down"):
        card["face"] = None
        card.setdefault("state", {}).setdefault("statuses", []).append("face_down")
    if tweaks.get("back_type"):
        card["faces"][1]["card_type"] = tweaks["back_type"]
    if tweaks.get("no_icon"):
        card.update(faces=[{"side": "none", "name": "Agumon", "card_type": "Digimon"}], face="none")
    if tweaks.get("hidden"):
        card.update(zone="hand", face=None)
    if tweaks.get("zone"):
        card["zone"] = tweaks["zone"]


# --- sample cards --------------------------------------------------------------------------


def _sample(game: str, which: str | None) -> dict:
    if game == "dbe":
        return {
            "number": "XB-006",
            "zone": "active",
            "face": "star",
            "faces": [
                {
                    "side": "star",
                    "name": "Antiramon",
                    "card_type": "Digimon",
                    "printed": {"power": 30, "types": ["Wind", "Nature"]},
                },
                {
                    "side": "moon",
                    "name": "Antiramon",
                    "card_type": "Digimon",
                    "printed": {"power": 40, "types": ["Nightmare"]},
                },
            ],
        }
    if game == "space":
        card_type = {"spacecraft": "Spacecraft", "location": "Location"}.get(which or "", "Character")
        return {
            "zone": "in_play",
            "face": "prime",
            "controller": "alice",
            "faces": [
                {
                    "side": "prime",
                    "name": "Prime",
                    "card_type": card_type,
                    "printed": {"starting_cp": 3, "capacity": 3, "power": 2},
                },
                {
                    "side": "reverse",
                    "name": "Reverse",
                    "card_type": card_type,
                    "printed": {"starting_cp": 5, "capacity": 1, "power": 4},
                },
            ],
        }
    if game == "dcg":
        return {"zone": "battle_area", "faces": [{"side": "front", "name": "Agumon", "card_type": "Digimon"}]}
    if game == "mtg" and which == "meld":
        return {
            "zone": "battlefield",
            "face": "front",
            "layout": "meld",
            "name": "Midnight Scavengers",
            "faces": [
                {"side": "front", "name": "Midnight Scavengers", "card_type": "Creature", "mana_value": 5},
                {"side": "melded", "name": "Chittering Host", "card_type": "Creature"},
            ],
        }
    if game == "ddm" and which == "option":
        return {"zone": "option_slot", "faces": [{"side": "front", "name": "Plug-In", "card_type": "Option"}]}
    if game == "mtg":
        return {
            "zone": "battlefield",
            "face": "front",
            "layout": "transform",
            "faces": [
                {
                    "side": "front",
                    "name": "Village Ironsmith",
                    "card_type": "Creature",
                    "printed": {"mana_cost": "{1}{R}", "power": 1},
                },
                {"side": "back", "name": "Ironfang", "card_type": "Creature", "printed": {"power": 3}},
            ],
        }
    return {
        "zone": "battle",
        "faces": [{"side": "front", "name": "Impmon", "card_type": "Digimon", "attribute": "Variable"}],
    }


# --- reading the question ------------------------------------------------------------------


# Words a typo is put right to when it is close to one of them and is no word of its own.
VOCABULARY = frozenset(
    [
        "flip",
        "flips",
        "flipped",
        "flipping",
        "transform",
        "transforms",
        "transformed",
        "transforming",
        "character",
        "characters",
        "breeding",
        "battle",
        "chosen",
        "choose",
        "counter",
        "counters",
        "creature",
        "creatures",
        "permanent",
        "bonus",
        "liberation",
        "spacecraft",
        "persist",
        "persists",
        "remain",
        "remains",
        "stay",
        "stays",
        "digimon",
        "trigger",
        "triggers",
        "location",
        "locations",
        "device",
        "devices",
        "attribute",
        "variable",
        "option",
        "requirement",
        "requirements",
        "graveyard",
        "battlefield",
        "library",
        "exile",
        "twice",
        "face",
        "down",
        "turned",
        "deleted",
        "effect",
        "effects",
        "status",
        "statuses",
        "suspended",
        "equipment",
        "aura",
        "auras",
        "storyline",
        "deployed",
        "active",
        "update",
    ]
)
# Words close to one of those that are words of their own.
KNOWN_WORDS = frozenset(
    [
        "faced",
        "activate",
        "activated",
        "activates",
        "double",
        "again",
        "still",
        "states",
        "stated",
        "tries",
        "could",
        "would",
        "should",
        "trash",
        "create",
        "created",
        "crated",
        "deploy",
        "remove",
        "removed",
        "counted",
    ]
)


@functools.lru_cache(maxsize=4096)
def _spell(word: str) -> str:
    if len(word) < 5 or word in VOCABULARY or word in KNOWN_WORDS or not word.isalpha():
        return word
    close = difflib.get_close_matches(word, VOCABULARY, n=1, cutoff=0.84)
    return close[0] if close else word


def _clean(question: str) -> str:
    text = question.lower().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"[a-z]+", lambda m: _spell(m.group(0)), text)
    return re.sub(r"\s+", " ", text).strip()


def _game(text: str, subject: Subject | None) -> str | None:
    named = [g for g, pattern in GAME_WORDS.items() if re.search(pattern, text)]
    if subject is not None and subject.kind == "performed" and not named:
        # "flip" is the Digimon word, "transform" and "face down" the Magic ones.
        return "dbe" if re.search(r"\bflip", text) else "mtg"
    if subject is not None:
        for g in named:
            if g in subject.games:
                return g
        return subject.games[0]
    return named[0] if named else None


def _subject(text: str, game: str | None) -> tuple[Subject | None, re.Match | None]:
    """The first subject the question names that the game speaks of (any game's, failing that)."""
    found = [(s, m) for s in SUBJECTS if (m := re.search(s.pattern, text))]
    if len(found) > 1:
        # "Can it flip?" only when the question names nothing more particular.
        found = [(s, m) for s, m in found if s.name != "it"]
    for subject, match in found:
        if game is None or game in subject.build:
            return subject, match
    return found[0] if found else (None, None)


def _event(text: str, game: str, implied: str | None = None) -> str | None:
    if implied and implied != "move":
        return implied
    text = re.sub(NOT_EVENTS, " ", text)
    for name, pattern in EVENTS:
        if re.search(pattern, text):
            return EVENT_ALIASES.get(game, {}).get(name, name)
    return implied


_OWNER = r"(?:(?:the|its|it's|my|your|their|his|her|an?|owner's|opponent's|player's|controller's) )*"
_FROM = re.compile(rf"\b(?:from|leav\w*|left|out of|in|inside|on) {_OWNER}$")
_TO = re.compile(rf"\b(?:to|into|onto|enters?|entering|entered|reaches?|goes|put in) {_OWNER}$")


def _zone_mentions(text: str, game: str) -> list[tuple[int, int, str]]:
    zones = get_profile(game).zones
    words = {**{z.replace("_", " "): z for z in zones}, **ZONE_WORDS}
    found = []
    for word, zone in words.items():
        if zone in zones:
            found += [(m.start(), m.end(), zone) for m in re.finditer(rf"\b{re.escape(word)}\b", text)]
    found.sort()
    return [f for i, f in enumerate(found) if not any(o[0] <= f[0] < o[1] for o in found[:i])]


def _zones(text: str, game: str) -> tuple[str | None, str | None]:
    """(origin, destination) of a move, each only when the question names it."""
    origin = dest = None
    if re.search(r"\bdies\b|\bdied\b|\bdie\b", text) and game == "mtg":
        origin, dest = "battlefield", "graveyard"
    loose = []
    for start, _end, zone in _zone_mentions(text, game):
        before = text[max(0, start - 40) : start]
        if _FROM.search(before):
            origin = origin or zone
        elif _TO.search(before):
            dest = dest or zone
        else:
            loose.append(zone)
    if dest is None and len(loose) == 1 and loose[0] != origin:
        dest = loose[0]
    return origin, dest


def _counter_kind(text: str, match: re.Match) -> str | None:
    before = text[: match.start()].split()
    word = before[-1] if before else ""
    if word in ("the", "its", "any", "all", "his", "her", "their", "my", "other", "of", "do", "does", "are"):
        return None
    return word or None


def _asks(text: str, subject: Subject) -> tuple[str | None, bool]:
    """("lasts" | "goes" | "counts_as" | None when no verb is read, negated) for the question's predicate."""
    body = RHETORICAL.sub("", text).strip()
    negated = bool(re.search(NEGATION, body))
    if subject.kind == "performed" and re.search(SHIELDED, body):
        negated = not negated
    if subject.kind in ("count_as", "performed"):
        return {"count_as": "counts_as", "performed": "performed"}[subject.kind], negated
    lasts = [m.start() for m in re.finditer(LASTS, body)]
    goes = [m.start() for m in re.finditer(GOES, body)]
    if not lasts and not goes:
        return subject.asks, negated
    # The first verb decides: "does it stay or go away?" asks whether it stays.
    first_lasts = min(lasts) if lasts else len(body)
    first_goes = min(goes) if goes else len(body)
    return ("lasts" if first_lasts <= first_goes else "goes"), negated


# --- building and reading the scenario -----------------------------------------------------


def _scenario(
    game: str, subject: Subject, text: str, event: str, match: re.Match, tweaks: dict
) -> list[tuple[str, dict, str]]:
    """(label, payload, path) variants; more than one when the rules answer differently by case."""
    spec = subject.build[game]
    variants: list[tuple[str, dict, str]] = []
    cards = [spec.get("card")]
    if tweaks.get("card") and game == "space" and "card" not in spec:
        cards = [tweaks["card"]]
    elif game == "space" and "card" not in spec and subject.name in ("the counters", "the deployed units"):
        cards = (
            ["character", "spacecraft", "location"]
            if subject.name == "the counters"
            else ["spacecraft", "location"]
        )
    for which in cards:
        card = _sample(game, which)
        card["state"] = state = copy.deepcopy(spec.get("state", {}))
        for key in ("zone", "face"):
            if key in spec:
                card[key] = spec[key]
        path = spec.get("path", "")
        if "container" in spec and "item" in spec:
            item = spec["item"]["name"] if spec["container"] == "statuses" else copy.deepcopy(spec["item"])
            state[spec["container"]] = [item]
        elif spec.get("container") == "deployed":
            state["deployed"] = [{"name": f"Unit {i}", "kind": "ground_unit"} for i in (1, 2)]
            path = "state.deployed"
        elif "scalar" in spec:
            state[spec["scalar"]] = copy.deepcopy(spec["value"])
            path = f"state.{spec['scalar']}"
        elif "counter" in spec:
            kind = spec["counter"] or _counter_kind(text, match)
            kinds = [kind] if kind else (["liberation", "damage"] if game == "space" else ["damage"])
            for k in kinds:
                state.setdefault("counters", {})[k] = spec.get("value", 1)
            path = f"state.counters.{kinds[0]}" if len(kinds) == 1 else "state.counters"
        elif "printed" in spec and not path:
            path = "printed"
        elif "attribute" in spec:
            path = "state.attribute"
        elif "event" in spec:
            path = f"event:{spec['event']}"
        elif "performed" in spec:
            path = "performed"
        _tweak(card, tweaks)
        action = _action(game, event, text)
        if tweaks.get("same_side") and event == "flip":
            action["to"] = card.get("face")
        if spec.get("cost"):
            action["cost_paid"] = not tweaks.get("cost_unpaid")
        if event == "effect":
            action.update(_effect_params(text, tweaks))
        payload = {"game": game, "card": card, "actions": [*copy.deepcopy(spec.get("pre", [])), action]}
        split = _action_variants(text, spec, action, card, tweaks)
        if split:
            variants += [
                (label, {**payload, "actions": [{**action, **extra}]}, path) for label, extra in split
            ]
            continue
        if game == "space" and subject.name == "the deployed units":
            for rev in _revisions(text):
                variants.append((f"a {which}, {rev} rules", {**payload, "rules_version": rev}, path))
            continue
        label = f"a {which}" if which else ""
        if len(kinds_seen := list(state.get("counters", {}))) == 1 and "counter" in spec:
            label = f"{kinds_seen[0].replace('_', ' ')} counters" + (f" on {label}" if label else "")
        if path == "state.counters":
            for k in state["counters"]:
                variants.append(
                    (f"{k} counters" + (f" on {label}" if label else ""), payload, f"state.counters.{k}")
                )
        else:
            variants.append((label, payload, path))
    return variants


def _action_variants(text: str, spec: dict, action: dict, card: dict, tweaks: dict) -> list[tuple[str, dict]]:
    """(label, action parameters) for each case the question leaves open, or [] when it leaves none."""
    if spec.get("fall_variants"):
        # The Storyline flips only on a Fall: a question that does not say which flip gets both.
        if re.search(r"\b(?:without|not|no|isn't|is not|wasn't|non)[- ](?:a |an |the )?fall", text):
            return [("a flip that is not a Fall", {"fall": False})]
        if re.search(r"\bfall", text):
            return [("a Fall", {"fall": True})]
        return [("a Fall", {"fall": True}), ("a flip that is not a Fall", {"fall": False})]
    if action.get("mode") == "affect" and card.get("zone") == "breeding_area" and "names_zone" not in tweaks:
        return [
            ("an effect that names the breeding area", {"names_zone": "breeding_area"}),
            ("an effect that does not name it", {}),
        ]
    return []


def _revisions(text: str) -> tuple[str, ...]:
    """The rules revisions a question asks about: the one it names, or both."""
    if re.search(r"\b(?:earlier|previous|older|old|former|prior|past) (?:rules?|revisions?|versions?)", text):
        return ("earlier",)
    if re.search(
        r"\b(?:current|latest|new|newest|present|today's) (?:rules?|revisions?|versions?)|\bnow\b", text
    ):
        return ("current",)
    return ("earlier", "current")


def _effect_params(text: str, tweaks: dict) -> dict:
    modes = [
        ("choose", r"chos|choose|target"),
        ("trigger_condition", r"trigger condition"),
        ("activation_condition", r"activation condition"),
        ("trigger", r"trigger"),
        ("activate", r"activat"),
        ("reference", r"referenc"),
        ("affect", r"affect"),
    ]
    mode = next((m for m, pattern in modes if re.search(pattern, text)), "affect")
    out = {"mode": mode, "effect": {"name": "Effect", "kind": "other"}}
    if tweaks.get("names_zone"):
        out["names_zone"] = tweaks["names_zone"]
    return out


def _action(game: str, event: str, text: str) -> dict:
    if event == "move":
        return {"do": "move", "to": _zones(text, game)[1]}
    if event == "opponent_attribute":
        return {"do": "opponent_attribute", "to": _opponent_attribute(text)}
    return {"do": event}


def _opponent_attribute(text: str) -> str:
    """The attribute the opponent has: Variable when both are; the one named; any other (Virus) otherwise."""
    if re.search(
        r"\bboth\b|\bambos\b|tambi[eé]n|\balso\b|\btwo variable|variable (?:vs|versus|against) variable", text
    ):
        return "variable"
    named = re.search(r"\b(vaccine|vacuna|data|datos|virus|free|libre)\b", text)
    words = {"vacuna": "vaccine", "datos": "data", "libre": "free"}
    return words.get(named.group(1), named.group(1)) if named else "virus"


def _read(result: dict, path: str) -> tuple[str, list[str], dict, str]:
    """What the step did to ``path`` (kept / changed / moved_off / unstated / not_performed), its
    citation ids, where moved-off units went, and the assumption behind it if any."""
    step = result["steps"][-1]
    if path.startswith("event:"):
        event = path.split(":", 1)[1]
        for entry in step["counts_as"]:
            if entry["event"] == event:
                return "counts", entry["citations"], {}, ""
        for entry in step["not_counted_as"]:
            if entry["event"] == event:
                return "does_not_count", entry["citations"], {}, ""
        return "unstated", [], {}, ""
    if path == "performed":
        if step["performed"]:
            return "performed", step["citations"] or change_ids(step, "face"), {}, ""
        return "not_performed", step["citations"], {}, ""
    if not step["performed"]:
        return "not_performed", step["citations"], {}, ""
    changed = [
        c
        for c in step["changes"]
        if (c["path"] == path or c["path"].startswith(path + "[")) and c["before"] != c["after"]
    ]
    same = [c for c in step["changes"] if c["path"] == path and c["before"] == c["after"]]
    kept = [k for k in step["kept"] if k["path"] == path or k["path"].startswith(path + "[")]
    if changed:
        ids = [i for c in changed for i in c["citations"]]
        fates = {c["after"] for c in changed if c["after"] in ("displaced", "destroyed")}
        note = next((c["assumption"] for c in changed if c.get("assumption")), "")
        detail = {"fates": fates, "after": changed[0]["after"], "path": changed[0]["path"]}
        return ("moved_off" if fates else "changed"), list(dict.fromkeys(ids)), detail, note
    if kept or same:
        ids = [i for k in kept + same for i in k["citations"]]
        return "kept", list(dict.fromkeys(ids)), {}, ""
    return "unstated", [], {}, ""


def change_ids(step: dict, path: str) -> list[str]:
    return next((c["citations"] for c in step["changes"] if c["path"] == path), [])


def _unknown(question: str, why: str, game: str | None = None, read: dict | None = None) -> dict:
    read = {k: v for k, v in (read or {}).items() if v is not None}
    read.setdefault("game", game)
    return {
        "answer": "unknown",
        "summary": f"I could not map this question onto a scenario: {why}.",
        "citations": [],
        "scenario": None,
        "result": None,
        "read": read,
        "did_you_mean": _nearest(read),
        "interpretation": {"game": game, "question": question},
    }


def _nearest(read: dict) -> list[str]:
    """Readings close to what was read: its subject after each event of its game, or its game's subjects."""
    game, subject = read.get("game"), read.get("subject")
    if game is None:
        return [f"{name} ({g})" for g, name in (("dbe", "the evo-bonus"), ("mtg", "the counters"))]
    events = [e for e, _ in EVENTS if e in get_profile(game).actions]
    if subject:
        return [f"{subject}, after {_EVENT_WORDS.get(e, e).replace('it ', 'it ', 1)}" for e in events][:4]
    names = [s.name for s in SUBJECTS if game in s.build and s.name != "it"]
    return list(dict.fromkeys(names))[:5]


_EVENT_WORDS = {
    "flip": "it flips",
    "transform": "it transforms",
    "convert": "it converts",
    "move": "it moves to the",
    "turn_face_down": "it is turned face down",
    "reorder": "its stack is reordered",
    "destroy": "it is destroyed",
    "opponent_attribute": "its opponent's attribute changes",
    "requirements_unmet": "its requirements stop being met",
    "turn_face_up": "it is turned face up",
    "effect": "an effect applies",
}


def ask(question: str, game: str | None = None) -> dict:
    """Answer a judge's question with the engine: {"answer", "summary", "citations", "scenario", "result"}."""
    if not isinstance(question, str) or not question.strip():
        raise ScenarioError("q", "expected a question")
    if game is not None and game not in GAMES:
        raise ScenarioError("game", f"unknown game {game!r}", allowed=list(GAMES))
    text = re.sub(r'"[^"]*"', " ", _clean(question))
    if WH_QUESTION.search(text):
        return _unknown(question, "it is not a yes-or-no question", game)
    hint = game or next((g for g, pattern in GAME_WORDS.items() if re.search(pattern, text)), None)
    subject, match = _subject(text, hint)
    if subject is None:
        return _unknown(question, "no subject I know (evo-bonus, HP, counters, an Aura…) in it", hint)
    game = game or _game(text, subject)
    read = {"game": game, "subject": subject.name}
    if game not in subject.build:
        return _unknown(
            question, f"{subject.name} is not something the {game} rules here speak of", game, read
        )
    tweaks, plain = _descriptors(text, game)
    event = _event(plain, game, subject.event)
    read["event"] = event
    if event is None:
        return _unknown(question, "no event I know (a flip, a transform, a move…) in it", game, read)
    if event not in get_profile(game).actions or (
        subject.kind == "count_as" and event == "move" and game == "dbe"
    ):
        return _unknown(question, f"the {game} rules here have no such event", game, read)
    if subject.name == "it" and not tweaks and not re.search(KINDS_OF_CARD, text):
        return _unknown(question, "whether it can happen depends on a card I could not read", game, read)
    if event == "move":
        origin, dest = _zones(text, game)
        implied = IN_PLAY.get(game)
        if origin is None and implied and (subject.kind == "state" or re.search(implied[0], text)):
            origin = tweaks.get("zone") or implied[1]
        origin = origin or tweaks.get("zone")
        read.update({"from": origin, "to": dest})
        if origin is None or dest is None:
            return _unknown(
                question, "a move, but not both the zone it leaves and the one it goes to", game, read
            )
        tweaks["zone"] = origin
    asks, negated = _asks(plain, subject)
    read["asks"] = asks
    if asks is None:
        return _unknown(question, f"what it asks of {subject.name} (does it stay, or go?)", game, read)

    readings = []
    for label, payload, path in _scenario(game, subject, text, event, match, tweaks):
        result = check(payload)
        outcome, ids, detail, note = _read(result, path)
        readings.append((label, payload, result, outcome, ids, detail, note))
    outcomes = {r[3] for r in readings}
    if outcomes <= {"unstated"}:
        answer = "unknown"
    elif len(outcomes) > 1 or outcomes == {"moved_off"}:
        answer = "depends"
    else:
        outcome = readings[0][3]
        if asks == "counts_as":
            truth = outcome == "counts"
        elif asks == "performed":
            truth = outcome == "performed"
        else:
            lasts = outcome in ("kept", "not_performed")
            truth = lasts if asks == "lasts" else not lasts
        answer = "yes" if truth != negated else "no"

    payload, result = readings[0][1], readings[0][2]
    cited = []
    for _label, _p, res, _o, rid, _f, _n in readings:
        cited += [c for c in res["citations"] if c["id"] in rid and c not in cited]
    if not cited:
        answer = "unknown"
    summary = _summary(answer, subject, game, event, payload, readings)
    return {
        "answer": answer,
        "summary": summary,
        "citations": cited,
        "scenario": payload,
        "result": result,
        "assumed": _assumed(readings),
        "interpretation": {
            "game": game,
            "subject": subject.name,
            "event": event,
            "asks": asks,
            "negated": negated,
        },
    }


def _assumed(readings) -> list[dict]:
    """Each assumption the scenarios ran on, once: {"path", "reason"}; the answer rests on them."""
    out: dict[str, dict] = {}
    for _label, _p, result, *_rest in readings:
        for entry in result.get("assumed", []):
            out.setdefault(entry["reason"], {"path": entry["path"], "reason": entry["reason"]})
    return list(out.values())


def _summary(answer: str, subject: Subject, game: str, event: str, payload: dict, readings) -> str:
    when = _EVENT_WORDS.get(event, event)
    if event == "move":
        when = f"{when} {payload['actions'][-1]['to'].replace('_', ' ')}"
    parts = []
    for label, _payload, result, outcome, ids, detail, note in readings:
        cites = [c for c in result["citations"] if c["id"] in ids]
        where = "; ".join(dict.fromkeys(f"{c['game']} {c['document']} {c['key']}" for c in cites))
        tail = (f" “{cites[0]['quote']}”" if cites else "") + (f" ({where})" if where else "")
        tail += f" [assumption: {note}]" if note else ""
        who = subject.name
        if label.endswith("counters") or " counters on " in label:
            who, _, label = label.partition(" on ")
            who = f"the {who}"
        case = f"For {label}: " if len(readings) > 1 and label else ""
        parts.append(f"{case}{_sentence(subject, who, outcome, when, detail, result)}.{tail}")
    head = {"yes": "Yes.", "no": "No.", "depends": "It depends.", "unknown": "The rules text does not say."}
    return f"{head[answer]} " + " ".join(parts)


def _sentence(subject: Subject, who: str, outcome: str, when: str, detail: dict, result: dict) -> str:
    if subject.kind == "performed":
        return result["steps"][-1]["reason"].rstrip(".")
    if subject.kind == "count_as":
        verb = "counts" if outcome == "counts" else "does not count"
        return (
            f"When {when}, it {verb} as {subject.name}"
            if outcome != "unstated"
            else f"When {when}, the text is silent"
        )
    plural = who.endswith("s") and not who.endswith(("us", "ss"))
    stay, do, go = ("stay", "do", "go") if plural else ("stays", "does", "goes")
    after = detail.get("after")
    if outcome == "changed" and detail.get("path") == "zone":
        changed = f"{go} to the {str(after).replace('_', ' ')}"
    elif outcome == "changed" and after == "flipped":
        changed = "flips too"
    elif outcome == "changed" and after is None:
        changed = f"{go} away"
    elif outcome == "changed":
        changed = f"{do} not stay: {'they change' if plural else 'it changes'} to {_plain(after)}"
    else:
        changed = ""
    words = {
        "kept": stay,
        "not_performed": f"{stay}, because nothing happens",
        "changed": changed,
        "moved_off": f"{stay} where the new face can hold them; the rest are "
        + " or ".join(sorted(detail.get("fates", ()))),
        "unstated": "is not covered by the rules text",
    }
    return f"{who[0].upper()}{who[1:]} {words[outcome]} when {when}"


def _plain(value) -> str:
    if isinstance(value, dict):
        return str(value.get("name") or "the new face's values")
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nothing"
    return str(value)
