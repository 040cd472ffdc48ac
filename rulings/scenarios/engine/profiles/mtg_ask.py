"""Magic: The Gathering: the question reader's vocabulary (PROFILE["ask"] of mtg.py), kept apart so
that each module stays short."""

from rulings.scenarios.engine.profiles._spec import (
    CAST_OBJECT,
    performed_subject,
    shown_subject,
    zone_subject,
)
from rulings.scenarios.engine.profiles.mtg_rules import MELD_BOTH, MELD_EXILED, MELD_LEAVES, MELD_ORDER
from rulings.scenarios.engine.profiles.mtg_rules_faces import COPY_TRANSFORM, FRONT_OUTSIDE, MANA_VALUE
from rulings.scenarios.engine.profiles.mtg_rules_more import MELD_COUNTS, MELD_PAIRS, REMINDER_TEXT, SLEEVES
from rulings.scenarios.engine.profiles.rule_words import NAMING

# What a thing is asked to be, a few words before it: "is it still the same object", "is a
# permanent a new object", "does it count as a new permanent"; "¿sigue siendo el mismo objeto?".
_BEING = (
    r"\b(?:is|are|was|be|become|becomes|becoming|counts?|counted|treated|considered|stays?|remains?)\b"
    r"(?:\s+[\w'-]+){0,3}?\s+"
)
_SIENDO = r"\b(?:es|son|sigue siendo|siguen siendo|se convierte en|cuenta como)\b(?:\s+\w+){0,3}?\s+"

# The question reader's vocabulary for this game: the words that name it, the zones, the words that
# describe a card, the sample cards the scenarios run on, and the subjects a question can ask about
# (rank orders them across games: the more particular first).
ASK = {
    "words": (
        r"\bmtg\b|magic|transform|double-faced|\bdfc\b|\baura\b|equipment|battlefield|graveyard|\bmeld|"
        r"mana value"
    ),
    # Words of the seed a judge writes, that a typo is put right to ("caracteristics", "permenant").
    "vocabulary": "characteristics melded modal checklist sleeves opaque identity stack permanents spell",
    # Judges' words for the rules' own (statement reader): a "land drop" is the rules' "land play".
    "glossary": {"drop": "play"},
    "in_play": [r"\bpermanents?\b|\bcreatures?\b|\bon the battlefield\b", "battlefield"],
    # Verbs that name both zones of a move: (pattern, from, to).
    "zone_verbs": [
        [r"\bdies\b|\bdied\b|\bdie\b", "battlefield", "graveyard"],
        # 712.17 "A double-faced card that is exiled face down …", 712.21b "If a player exiles …"
        [r"\bexil(?:ed|es|ing)\b", None, "exile"],
        # 712.11 "A double-faced spell is cast with its front face up by default."; 712.13 "a resolving
        # double-faced spell that becomes a permanent is put onto the battlefield"
        # (Not another card cast by name, "my opponent casts Moonmist": reader.CAST_OBJECT.)
        [r"\bcast(?:s|ing)?\b(?! (?!" + CAST_OBJECT + r"\b)[a-z])", None, "stack"],
        [r"\bresolv(?:e|es|ed|ing)\b", "stack", "battlefield"],
    ],
    # ("gy", "yard": judges' shorthand for it, as statement_lexicon.py reads it)
    "zone_words": {"dies": "graveyard", "gy": "graveyard", "yard": "graveyard"},
    # 712.19: either face of a double-faced card may be named (rule_words.NAMING, read by sentence_rule.py)
    "rules": {
        "naming": NAMING,
        "meld_leaves": MELD_LEAVES,
        "meld_order": MELD_ORDER,
        "meld_both": MELD_BOTH,
        "meld_exiled": MELD_EXILED,
        "meld_counts": MELD_COUNTS,
        "meld_pairs": MELD_PAIRS,
        "reminder_text": REMINDER_TEXT,
        "sleeves": SLEEVES,
        "mana_value": MANA_VALUE,
        "copy_transform": COPY_TRANSFORM,
        "front_outside": FRONT_OUTSIDE,
    },
    # A card a spell or ability puts somewhere is not the spell resolving from the stack (712.13 speaks
    # of that one): "an effect puts …" leaves the stack out of the zones the card could come from.
    # (712.14a "If a player is instructed to put …": "I'm told to put", "it tells me to put" are the same.)
    "not_from": [
        [
            r"\b(?:effects?|spells?|abilit(?:y|ies))\b(?: [\w'-]+){0,3}? puts?\b|"
            r"\b(?:told|instructed|asked|tells? (?:me|you|them|him|her|a player)) to put\b",
            ["stack"],
        ]
    ],
    "descriptors": [
        [
            # The zone stays in the question (it is where the card goes); only "transformed" is taken.
            # ("returns to the battlefield transformed", "come back transformed", "make it enter transformed")
            r"(?:(?<=battlefield )|(?<=\benter )|(?<=\benters )|(?<=\bback )|(?<=\breturned )|"
            r"(?<=\breturns )|(?<=on the stack )|(?<=onto the stack )|(?<=cast)(?: \w+){0,4} )"
            r"\"?(?:transformed|converted)\"?",
            {"move_face": "back"},
        ],
        # 712.14 "… if the effect doesn't say transformed": the card is put onto it front face up
        [
            r"(?:doesn't|does not|don't|do not|without|not|nothing|none) "
            r"(?:say|says|saying|specify\w*|mention\w*)"
            r"(?: (?:it (?:enters|is put|comes in)|that it enters))? ['\"]?transformed['\"]?",
            {},
        ],
        [r"modal(?: double[- ]faced)?(?: card)?|\bmdfc\b", {"layout": "modal_dfc"}],
        # The cards the seed names with their kind: 712.9 ex. 3 "Blackbloom Rogue, a Human Rogue that's
        # the front face of a modal double-faced card"; ex. 2 "Kruin Outlaw (the front face of a
        # transforming double-faced card)"; 712.18 ex. "Village Ironsmith (the front face of a
        # transforming double-faced card)".
        [r"\bblackbloom rogue\b", {"layout": "modal_dfc"}],
        [r"\b(?:kruin outlaw|village ironsmith)\b", {"layout": "transform"}],
        [r"\bmeld(?:ed)? (?:cards?|permanents?|pairs?)\b", {"layout": "meld"}],
        [
            # 712.14a "a card that isn't a transforming double-faced card"
            "(?:non|not a|not|isn't a|isn't|aren't|single)[- ]?(?:transforming )?(?:double[- ]faced|dfc)"
            "(?: card)?|"
            # "a single-faced card", "a normal single-faced card": what the rules call a card of one face
            "(?:normal |regular |ordinary )?(?:single|one)[- ]faced(?: card)?|"
            "normal card",
            {"layout": "normal"},
        ],
        [
            "(?:a |the )?face[- ]down (?:[\\w-]+ ){0,3}?(?:permanent|card|creature|dfc)s?\\b|"
            "while (?:it is |it's )?face[- ]down|"
            "(?:that|which|who) (?:was|is|were|are) (?:still )?face[- ]down",
            {"face_down": True},
        ],
        # "an instant back face", "a face that's a sorcery", "its back face is a sorcery"
        [
            r"(?:an? )?(?:instant|sorcery)(?: back)? face|"
            r"(?:(?:its|the|a) back )?face (?:that's|that is|which is|is) an? (?:instant|sorcery)\b",
            {"back_type": "Sorcery"},
        ],
    ],
    "samples": {
        "default": {
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
        },
        "meld": {
            "zone": "battlefield",
            "face": "front",
            "layout": "meld",
            "name": "Midnight Scavengers",
            "faces": [
                {"side": "front", "name": "Midnight Scavengers", "card_type": "Creature", "mana_value": 5},
                {"side": "melded", "name": "Chittering Host", "card_type": "Creature"},
            ],
        },
    },
    "subjects": [
        {
            "rank": 20.6,
            "name": "the face up",
            # "comes in front face up", "does it come up on its back face?"
            # "is its back face still up?" (it was up before: ask.py starts the card on it)
            "pattern": r"\b(back|front) face (?:is |still |stays? |remains? ){0,2}up\b|"
            r"\bwith (?:its )?(back|front) face\b|"
            r"\b(?:comes?|came|coming|turn\w*|enter\w*)(?: face)?(?: up| in| back)? (?:on|with) "
            r"(?:its |the )?(back|front) face\b",
            "build": {"path": "face"},
            "kind": "face_is",
            # a face up in a condition ("While its back face is up, does it have …?") is the scene, not
            # what is asked
            "main_clause": True,
        },
        {
            "rank": 20.5,
            "name": "the back face's characteristics",
            "pattern": r"back face'?s? characteristics|characteristics of (?:its|the) back face",
            "build": {"path": "face", "face": "back"},
        },
        {
            "rank": 2.0,
            "name": "one object and two cards",
            # (not a count 712.21e denies: "count as one card", "two objects", "three cards")
            "pattern": r"\bmeld\w*\b(?=.*\b(?:count(?:s|ed)?\b|one (?:object|permanent)|two "
            r"(?:objects|permanents)))(?!.*\b(?:(?:one|a single|1) card|(?:two|2|three|3|four|4) "
            r"(?:objects|permanents)|(?:three|3|four|4) cards)\b)",
            "build": {
                "card": "meld",
                "event": "one_object_two_cards",
                "pre": [{"do": "meld", "with": {"name": "Graf Rats", "mana_value": 2}}],
                # 712.21e "counts as one object …", "counts as two cards"; 712.21 "one permanent leaves"
                "counts": {"object": 1, "permanent": 1, "card": 2},
            },
            "kind": "count_as",
            "event": "move",
        },
        {
            "rank": 3.0,
            "name": "the mana value",
            "pattern": r"mana value|\bmv\b|\bcmc\b|converted mana cost",
            "build": {"path": "printed.mana_value"},
        },
        {
            "rank": 11.0,
            "name": "a new object",
            # 712.18 "it doesn’t become a new object": "a new permanent", "a new creature"
            # Only as what it is asked to be ("is it a new object?"), not a thing named ("can the new
            # creature block?").
            "pattern": _BEING
            + r"(?:a\s+)?new (?:object|permanent|creature)\b|"
            + _SIENDO
            + r"(?:un\s+)?(?:objeto nuevo|nuevo objeto)\b",
            "build": {"event": "new_object"},
            "kind": "count_as",
        },
        {
            "rank": 11.05,
            "name": "entering or leaving the battlefield",
            # playing-with-double-faced-cards "When a permanent transforms, … the card neither enters nor
            # leaves the battlefield": "does it leave the battlefield when it transforms?", "transforming
            # doesn't make it enter the battlefield" (not "does it enter the battlefield transformed?")
            "pattern": r"\b(?:enter\w*|leav\w*|left)\s+(?:the\s+battlefield|play)\b"
            r"(?=[^?]*\b(?:when|whenever|as|while|if|once|after|because)\b[^?]*\btransform)|"
            r"\btransforming\b(?:\s+[\w']+){0,3}?\s+(?:make|makes|cause|causes|mean|means)\b[^?]*?"
            r"\b(?:enter\w*|leav\w*|left)\s+(?:the\s+battlefield|play)\b",
            "build": {"event": "zone_change"},
            "kind": "count_as",
            "event": "transform",
        },
        {
            "rank": 11.1,
            "name": "the same object",
            "pattern": _BEING
            + r"(?:the\s+)?same (?:object|permanent|creature)\b|"
            + _SIENDO
            + r"(?:el\s+)?mismo objeto\b",
            "build": {"event": "new_object"},
            "kind": "count_as",
            "opposite": True,
        },
        {
            "rank": 22.2,
            "name": "the printed power",
            "pattern": r"printed power|\bpower\b|\bdp\b",
            "build": {"printed": "power"},
        },
        {
            "rank": 23.0,
            "name": "the Aura",
            "pattern": r"\bauras?\b",
            "build": {
                "container": "attachments",
                "item": {"name": "Aura", "kind": "aura"},
                "path": "state.attachments[Aura]",
            },
        },
        {
            "rank": 24.0,
            "name": "the Equipment",
            "pattern": r"\bequipment\b|\bequips?\b",
            "build": {
                "container": "attachments",
                "item": {"name": "Equipment", "kind": "equipment"},
                "path": "state.attachments[Equipment]",
            },
        },
        {
            "rank": 28.0,
            "name": "the effect",
            # A pump is worded many ways: "+2/+2 until end of turn", "its +2/+2", "a buff", "a boost".
            "pattern": r"[+-]\d+/[+-]\d+(?! counters?\b)|effects?\b|pump|\bbuff\w*|\bboost\w*",
            "build": {
                "container": "effects",
                "item": {"name": "Pump", "kind": "pump"},
                "path": "state.effects[Pump]",
            },
        },
        {
            "rank": 31.0,
            "name": "the tapped status",
            "pattern": r"\btap",
            "build": {"container": "statuses", "item": {"name": "tapped"}, "path": "state.statuses[tapped]"},
        },
        {
            "rank": 34.1,
            "name": "the counters",
            "pattern": r"counters?|\bcontadores?\b",
            "build": {"counter": None},
        },
        performed_subject(35.0),
        shown_subject(20.8),
        zone_subject(36.0),
    ],
    "event_aliases": {"flip": "transform"},
}
