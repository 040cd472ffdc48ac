"""The space card game: the subjects its question reader asks about (PROFILE["ask"]["subjects"] of
space.py), kept apart so that each module stays short. Rank orders them across games: the more
particular first."""

from rulings.scenarios.engine.profiles._spec import performed_subject, shown_subject, zone_subject

# The face a card turned to, and what 13.p1 says it makes the card ("in every respect", "the rules of
# the type printed on that face").
_TURNED_TO = r"(?:new|current|reverse|other|that) face"
_FACE_RULES = r"\bin every respect\b|\brules of (?:the |its )?(?:card )?type\b|\btype printed\b"
_FACE_MAKES_IT = rf"\b{_TURNED_TO}\b.{{0,60}}?(?:{_FACE_RULES})|(?:{_FACE_RULES}).{{0,40}}?\b{_TURNED_TO}\b"

SUBJECTS = [
    {
        "rank": 0.0,
        "name": "the controller of the Device",
        "pattern": r"device\w* (?:\w+ ){0,3}controller|controller of (?:the |an? |its "
        ")?device|change controller",
        # 13.all-card-types.1 "For all card types: Any attached Devices remain attached, and stay under
        # the host's controller": the host may be any type of card
        "build": {
            "card": "spacecraft",
            "any_card": True,  # the card the question names, if it names one
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
        "pattern": r"character points?|\bcp\b",
        "build": {"counter": "character_points", "value": 2, "card": "character"},
    },
    {
        # 13.p1 "The face a card came from governs nothing once it has turned."
        "rank": 19.0,
        "name": "the face it came from",
        "pattern": r"\bface (?:it|a card|the card|they) (?:came|comes?|flipped|turned) from\b|"
        r"\b(?:old|previous|former|earlier) face\b",
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
            "any_card": True,  # 13 "For all card types": the card the question names, if it names one
        },
    },
    {
        "rank": 26.0,
        "name": "the deployed units",
        "pattern": r"deployed|ground units?|\bunits?\b|\bcrew\b",
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
]
