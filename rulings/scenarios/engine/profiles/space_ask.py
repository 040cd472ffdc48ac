"""The space card game: the question reader's vocabulary (PROFILE["ask"] of space.py), kept apart
so that each module stays short."""

from rulings.scenarios.engine.profiles._spec import performed_subject, shown_subject, zone_subject
from rulings.scenarios.engine.profiles.space_descriptors import DESCRIPTORS
from rulings.scenarios.engine.profiles.space_rules import MORE_RULES

# The face a card turned to, and what 13.p1 says it makes the card ("in every respect", "the rules of
# the type printed on that face").
_TURNED_TO = r"(?:new|current|reverse|other|that) face"
_FACE_RULES = r"\bin every respect\b|\brules of (?:the |its )?(?:card )?type\b|\btype printed\b"
_FACE_MAKES_IT = rf"\b{_TURNED_TO}\b.{{0,60}}?(?:{_FACE_RULES})|(?:{_FACE_RULES}).{{0,40}}?\b{_TURNED_TO}\b"


def _ship(reverse_shielded: bool) -> dict:
    """A Shielded Capital Ship whose Reverse face is Shielded, or (13.p2) a Contested Non-Capital
    Spacecraft, "Unshielded, prints no shields icon"."""
    ship = _sample("Spacecraft")
    ship["faces"][0]["printed"]["shielded"] = True
    ship["faces"][1]["printed"]["shielded"] = reverse_shielded
    return ship


def _sample(card_type: str) -> dict:
    """A sample card of the kind: Prime and Reverse faces with the same printed values."""
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


# The question reader's vocabulary for this game: the words that name it, the zones, the words that
# describe a card, the sample cards the scenarios run on, and the subjects a question can ask about
# (rank orders them across games: the more particular first).
# 13.p2: a face destroyed outright ("destroyed outright", "just destroyed"), or one that flips again or
# looks for another face ("flips again", "look for a third face", "is there another face?")
_OUTRIGHT = (
    r"\b(?:destroyed|destroy|break\w*|broken) (?:\w+ )?(?:outright|for good|completely)\b|"
    r"\b(?:just|simply|only) (?:be )?(?:destroyed|broken)\b"
)
_FLIPPED = r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bturn(?:s|ed)? (?:in)?to\b"
_FLIPS_AGAIN = (
    r"\bflip(?:s|ped|ping)?\b(?: \w+){0,3}? (?:again|once more)\b|"
    r"\b(?:look|looks|search|check|find|go|goes)\w* (?:\w+ ){0,2}?for (?:an?|the)? ?"
    r"(?:other|another|third|next|new) (?:face|side)\b|"
    r"\b(?:another|a third|a next|a new|one more) (?:face|side) (?:to )?(?:flip|turn)\w*\b|"
    r"\b(?:flip|turn)\w* (?:over )?(?:in)?to (?:an?|the|its)? ?(?:other|another|third|next|new) "
    r"(?:face|side)\b|"
    r"\b(?:is there|does it have|has it got) (?:a |an )?(?:third|another|other|next) (?:face|side)\b"
)

ASK = {
    "words": r"space game|spacecraft|character points?|\bcp\b|liberation|escape "
    r"pod|\bprime\b|\breverse\b|storyline",
    "in_play": [r"\bin play\b|\bdeployed\b", "in_play"],
    # Words of §13 a judge writes, for a typo to be put right to ("liberaton", "spacecfrat")
    "vocabulary": "character characters points starting liberation ground units escape capital shielded "
    "unshielded contested storyline prime reverse fighter printed",
    # 13: "a card can flip from its Prime (front) face to its Reverse (rear) face and vice versa"
    "every_card_flips": True,
    # 13.spacecraft.1 "destroyed the overflow Ground Units outright unless they had Escape Pod": units with
    # Escape Pod are not built by the scenarios (the guards leave such a question unknown)
    "unbuilt": [
        ["units with Escape Pod", r"\bescape pods?\b"],
        # 13.p2 speaks of the Contested face a Shielded Capital Ship turns to; a ship that is Unshielded
        # (Non-Capital) before it flips ("an Unshielded ship", "my ship is Unshielded") has a new face
        # the text does not give ("its Contested face is / flips to a Non-Capital Spacecraft" is read)
        [
            "a ship Unshielded before the flip",
            r"(?<!\bis )(?<!\bto )(?<!\binto )(?<!\bbecomes )(?<!\bit's )"
            r"\b(?:an?|my|the|your|their|this|that) (?:unshielded|non[- ]?capital) (?:ship|spacecraft)s?\b"
            r"|\b(?:ship|spacecraft)s? (?:is|are|was|were) (?:unshielded|non[- ]?capital)\b",
        ],
    ],
    # The sentences of the text that answer a question on their own (sentence_rule.py reads them).
    # 13.p2 "A Contested face that is a Non-Capital Spacecraft … is destroyed outright when it breaks — there
    # is no third face to look for": that face, named, and its being destroyed in the text's words; asked
    # whether it is destroyed outright yes, whether it flips again or another face is looked for no
    "rules": {
        "outright": {
            "cite": ["type-rules", "no-third-face"],
            "subject": "a destroyed face with no face left to flip to",
            "need": {
                "text": [
                    r"\bcontested\b|\bnon[- ]?capital\b",
                    r"\bbreak(?:s|ing)?\b|\bbroke(?:n)?\b|\bdestroy\w*",
                ]
            },
            "denial": {
                "in": "asking",
                "mode": "refuse",
                "pattern": r"n't\b|\bnot\b|\bnever\b|\bno longer\b|\binstead\b|\brather\b",
            },
            "forms": [
                {"when": {"asking": [_OUTRIGHT, _FLIPS_AGAIN]}, "answer": None},
                {"when": {"asking": [_OUTRIGHT]}, "answer": "yes"},
                {"when": {"asking": [_FLIPS_AGAIN]}, "answer": "no"},
            ],
        },
        # 13.p2 "A Contested face that is a Non-Capital Spacecraft is Unshielded, prints no shields icon …
        # even though the Prime face it came from was a Shielded Capital Ship": asked of that face whether
        # it is Unshielded yes, Shielded (still, or keeping its shields) no; not of the Prime face, nor of
        # shields an effect or ability gives it
        "unshielded": {
            "cite": ["no-third-face"],
            "subject": "whether a Non-Capital Contested face is Shielded",
            "need": {"text": [r"\bnon[- ]?capital\b"], "asking": [r"shield"]},
            "refuse": {
                "text": [
                    r"\b(?:gives?|given|giving|grants?|granted|gains?|gained|effects?|abilit\w+|counters?)\b"
                ],
                # the Prime face asked of ("Is the Prime face Shielded?"), or the card before the flip
                "asking": [
                    r"^\W*\w+ (?:the |its |my |a |your |their )?(?:[\w-]+ )?"
                    r"(?:prime|reverse|capital (?:ship|face|spacecraft))\b",
                    r"\bbefore\b|\bfighter\b|\bstation\b",
                ],
            },
            "denial": {"in": "asking", "mode": "turns"},
            # a card said to flip to that face is its new face (13.p1 "A flipped card is its new face in
            # every respect.", and "follows the rules of the type printed on that face — its Shielded status")
            "forms": [
                {
                    "when": {"asking": [r"\bunshielded\b|\bno shields?\b"], "text": [_FLIPPED]},
                    "answer": "yes",
                    "cite": ["no-third-face", "new-face", "type-rules"],
                },
                {"when": {"asking": [r"\bunshielded\b|\bno shields?\b"]}, "answer": "yes"},
                {
                    "when": {"asking": [r"\bshield(?:s|ed)?\b"], "text": [_FLIPPED]},
                    "answer": "no",
                    "cite": ["no-third-face", "new-face", "type-rules"],
                },
                {"when": {"asking": [r"\bshield(?:s|ed)?\b"]}, "answer": "no"},
            ],
        },
        **MORE_RULES,  # space_rules.py
    },
    # 13.spacecraft.1 "the controller chooses which cards stay" (of those the new face cannot hold)
    "chooser": {
        "choice": r"\bwhich (?:\w+ ){0,4}?(?:stays?|remains?|to keep|are kept|get to stay|leaves?|go)\b",
        "context": r"\bspacecraft\b|\bship\b|\bfighter\b|\baboard\b|\bdeployed\b|\bunits?\b|\bhold\b",
        "cite": ["spacecraft-displaced"],
    },
    # 13 "Those conditions include the card being destroyed": a card told as destroyed and flipped (by
    # it) is destroyed once, the destruction flipping it; not two events
    "event_covers": [
        [
            "destroy",
            "flip",
            r"\bdestroyed,? (?:and |then |and then )(?:it |was |got |is )?(?:then )?flipped\b|"
            r"\bflipped\b[^.?!]*\bbecause (?:it was |it got |of being )?(?:destroyed|of that)\b",
        ]
    ],
    # 13.p2 "is destroyed outright when it breaks": the text's word for a card being destroyed
    "event_words": {"destroy": r"\bbreak(?:s|ing)?\b|\bbroke(?:n)?\b"},
    "zone_words": {"discard pile": "discard", "play": "in_play"},
    "descriptors": DESCRIPTORS,
    "samples": {
        "default": _sample("Character"),
        "spacecraft": _sample("Spacecraft"),
        "location": _sample("Location"),
        "capital_ship": _ship(reverse_shielded=False),
        "shielded_ship": _ship(reverse_shielded=True),
        "unnamed_kind": _sample("Device"),
    },
    "subjects": [
        {
            "rank": 0.0,
            "name": "the controller of the Device",
            "pattern": r"device\w* (?:\w+ ){0,3}controller|controller of (?:the |an? |its "
            ")?device|change controller",
            "build": {
                "card": "spacecraft",
                "any_card": True,  # 13.all-card-types.1: a Device on any card
                "path": "state.attachments[Device].controller",
                "state": {"attachments": [{"name": "Device", "kind": "device", "controller": "bob"}]},
            },
            "asks": "goes",
        },
        {
            "rank": 1.0,
            "name": "the Storyline",
            "pattern": "storyline",
            "build": {
                "card": "character",
                "path": "storyline",
                "state": {"statuses": ["bound"]},
                "fall_variants": True,
            },
            "asks": "goes",
        },
        {
            "rank": 14.0,
            "name": "the Character Points",
            # not "its starting CP total" (a printed value of the face, 13.characters.1), not the points on it
            "pattern": r"(?<!starting )(?:character points?|\bcp\b)|"
            r"(?<=starting )(?:character points?|\bcp\b)(?! total)",
            "build": {"counter": "character_points", "value": 2, "card": "character"},
        },
        {
            # 13.p1 "The face a card came from governs nothing once it has turned."
            "rank": 19.0,
            "name": "the face it came from",
            # (not as the owner of what the card carries: "the old face's counters", "the units from the
            # old face" ask of those, which stay by 13's lists; but what 13.p1 says the face prints, "the old
            # face's shields", "its printed values", is that face's, which governs nothing)
            "pattern": r"\bface (?:it|a card|the card|they) (?:came|comes?|flipped|turned) from\b(?!'s)|"
            r"(?<!\bfrom the )(?<!\bfrom its )\b(?:old|previous|former|earlier) face\b"
            r"(?:(?!'s)|(?='s (?:(?:un)?shield\w*|printed|icons?|values?|type|rules|lose)))",
            "build": {"printed": "power"},
            "asks": "lasts",  # "does the face it came from govern anything?": does its say last
        },
        {
            # 13.p1 "it follows the rules of the type printed on that face — its Shielded status (§11.2)";
            # 13.p2 "A Contested face that is a Non-Capital Spacecraft is Unshielded … even though the
            # Prime face it came from was a Shielded Capital Ship." Which the new face is decides it.
            "rank": 19.1,  # after "the face it came from": what that face had governs nothing
            "name": "the Shielded status",
            "pattern": r"\b(?:un)?shield(?:ed|s)?\b(?! counters?\b)",
            "build": {"path": "printed.shielded", "cards": ["capital_ship", "shielded_ship"]},
        },
        {
            # 13.p1 "A flipped card is its new face in every respect. … it follows the rules of the type
            # printed on that face": what the card is, and the rules of its type
            "rank": 19.5,
            "name": "what its face makes it",
            # Only of the face it turned to: the face it came from governs nothing (the subject above),
            # and "is it still Shielded in every respect?" names no face at all.
            "pattern": _FACE_MAKES_IT,
            "build": {"printed": "power"},
            "asks": "goes",
            "event": "flip",
        },
        {
            "rank": 22.1,
            "name": "the printed power",
            "pattern": r"printed power|\bpower\b|\bdp\b",
            "build": {"printed": "power"},
        },
        {
            # 13.p1 "The card uses all printed values on its current face, and it follows the rules of the
            # type printed on that face — its Shielded status (§11.2), its destruction outcome (§11.6), its
            # movement and deployment (§14), its icons, and its Lose-condition label (§16)": each of them
            # follows the face as its printed power does
            "rank": 22.2,
            "name": "what its face prints",
            # (not another game's "side icon", "Initialize icon")
            "pattern": r"(?<!side )(?<!initialize )(?<!initialise )\bicons?\b|"
            r"\blose[- ]condition(?: labels?)?|\blabels?\b|\bprinted values?\b|"
            r"\bdestruction outcome\b",
            "build": {"printed": "power"},
        },
        {
            "rank": 25.0,
            "name": "the Device",
            "pattern": r"\bdevices?\b",
            "build": {
                "container": "attachments",
                "item": {"name": "Device", "kind": "device", "controller": "bob"},
                "path": "state.attachments[Device]",
                "card": "spacecraft",
                "any_card": True,  # 13.all-card-types.1: a Device on any card
            },
        },
        {
            "rank": 26.0,
            "name": "the deployed units",
            # ("does a Character at the Location stay?", "does the Character stay at that Location?": one
            # deployed there, asked whether it stays)
            "pattern": r"deployed|ground units?|\bunits?\b|\bcrew\b|"
            r"\bcharacters?\b(?! points?) (?:[\w']+ ){0,3}?(?:stays?|remains?|still|leaves?|leaving)"
            r"(?: [\w']+){0,2}? (?:at|on|in|from) (?:my |the |that |this |its |a |their )?locations?\b|"
            r"\bcharacters? (?:at|on|in) (?:my |the |that |this |its |a |their )?locations? "
            r"(?:stays?|remains?|still|leaves?)\b",
            "build": {
                "container": "deployed",
                "path": "state.deployed",
                "cards": ["spacecraft", "location"],
                "revisions": True,
            },
        },
        {
            # 13.spacecraft.1 "Any the new face cannot hold … are displaced (§14.12)": the units it cannot
            # hold, which leave it (displaced, or under the earlier revision destroyed)
            "rank": 25.5,
            "name": "the overflow units",
            # (whoever says it cannot hold them: "it can't hold", "that no longer fit", "that don't fit")
            "pattern": r"\b(?:can(?:'t|not| no longer| not)|could(?:n't| not| no longer)|(?:is|are) "
            r"unable to|(?:do|does|did|will|would)(?:n't| not)|won't|no longer) (?:legally )?"
            r"(?:hold|carry|fit)\b|\boverflow\b|"
            r"\b(?:extra|excess|surplus|leftover) (?:ground units?|units?|characters?|cards?|ones)\b",
            "build": {
                "container": "deployed",
                "path": "state.deployed",
                "card": "spacecraft",
                "revisions": True,
                "overflow": True,
            },
            # what a flip leaves over: "are they destroyed / displaced?" names their fate, not an event
            "event": "flip",
        },
        {
            "rank": 29.0,
            "name": "the Bound status",
            "pattern": r"\bbound\b",
            "build": {
                "container": "statuses",
                "item": {"name": "bound"},
                "path": "state.statuses[bound]",
                "card": "character",
            },
        },
        {
            "rank": 34.0,
            "name": "the counters",
            "pattern": "counters?",
            "build": {
                "counter": None,
                "cards": ["character", "spacecraft", "location"],
                "default_counters": ["liberation", "damage"],
                # 13 "All counters remain except Liberation counters": counters as such are the rule's
                # general case; "all counters" asks of the exception too.
                "general_counter": "non_liberation",
            },
        },
        performed_subject(35.2),
        shown_subject(20.8),
        zone_subject(36.0),
    ],
    "event_aliases": {"transform": "flip"},
}
