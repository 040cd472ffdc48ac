"""Digimon Battle Evolution: the question reader's vocabulary (PROFILE["ask"] of dbe.py), kept apart
so that each module stays short."""

from rulings.scenarios.engine.profiles._spec import (
    look_subject,
    performed_subject,
    shown_subject,
    zone_subject,
)
from rulings.scenarios.engine.profiles.dbe_rules import RULES
from rulings.scenarios.engine.profiles.dbe_rules_more import MORE_RULES

# The question reader's vocabulary for this game: the words that name it, the zones, the words that
# describe a card, the sample cards the scenarios run on, and the subjects a question can ask about
# (rank orders them across games: the more particular first).
ASK = {
    "words": r"\bdbe\b|battle evolution|side icon|initiali[sz]e|star side|moon "
    r"side|\bstar\b|\bmoon\b|antiramon|dianamon|evo-?bonus|destiny zone",
    "in_play": [r"\bactive\b", "active"],
    # 9 "And among those, you may only have a total of 4 cards." (copies of one card, over its sides)
    # 16.5-16.7 and the scenarios speak of the active Digimon; a future (16.12: "when activating the
    # evo-bonus of a future") is another role, which the scenarios do not build: "My future Dianamon …
    # does flipping it change which evo-bonus I activate?" is not the active's permanent evo-bonus
    "unbuilt": [["a future (a card that is not the active Digimon)", r"\bfutures?\b"]],
    # the sentences of its text that answer a question on their own (dbe_rules.py, dbe_rules_more.py)
    "rules": {**RULES, **MORE_RULES},
    "card_limit": {"limit": 4, "names": ["antiramon", "dianamon"], "cite": "card-limit"},
    # 16.12 a flip-card future: "only activate the bonus of the current side" (also after a flip)
    "future_bonus": {"cite": "future-evo", "cite_flipped": "future-evo-flipped", "sides": ["star", "moon"]},
    # 15 "You do not flip cards face-down unless the effect specifically states this." (the back face,
    # "hidden DBE logo face", never shows after a flip unless the effect says "Flip facedown")
    "face_down_flip": {
        # (not a card described as face down: "does a face-down card flip?")
        "back": r"face[- ]?down(?! cards?\b| digimon\b)|\blogo\b|\bback (?:face|side)\b",
        "cite": ["not-facedown", "flip-facedown"],
    },
    # 13 what a Flip acts on: by default your own active; the opponent's active, a card in the Destiny
    # Zone or an attached card only when the effect says so
    "targets": {
        "name": "a flip",
        "event": r"\bflip",
        "cards": [
            {
                "name": "your own active Digimon",
                "pattern": r"\b(?:my|your) (?:own )?active\b|\bown active\b",
                "default": True,
                "cite": ["flip-default"],
            },
            {
                "name": "the opponent's active Digimon",
                "pattern": r"\bopponent'?s?'? (?:\w+ )?(?:active|digimon)\b",
                "default": False,
                "cite": ["flip-opponent", "flip-default"],
            },
            {
                "name": "a card in the Destiny Zone",
                "pattern": r"\bdestiny zone\b",
                "default": False,
                "cite": ["flip-specified", "flip-default"],
            },
            {
                "name": "an attached card",
                "pattern": r"\battached\b",
                "default": False,
                "cite": ["flip-specified", "flip-default"],
            },
        ],
    },
    # Words of the flip-card text a judge writes, for a typo to be put right to ("pasive", "initalize")
    "vocabulary": "passive printed power powers types attack abilities ability initialize antiramon dianamon "
    "evolve future destiny selection floating nightmare",
    # 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone."
    # Of a hidden zone the text says only that the card shows no side there, not who may look.
    "looking": {"hidden": None},
    "zone_words": {"dark area": "dark_area", "main deck": "main_deck"},
    "descriptors": [
        [
            "(?:a card )?(?:without|with no) (?:a |the )?side icon|no side icon|non[- ]flip card",
            {"no_icon": True},
        ],
        [
            "(?:to )?the side (?:that is |that's )?already (?:face )?up|already up|same side",
            {"same_side": True},
        ],
        ["in (?:the |my |your |a )?(hand|dark area|main deck|hidden zone)", {"hidden": True}],
    ],
    "samples": {
        "default": {
            "number": "XB-006",
            "zone": "active",
            "face": "star",
            "faces": [
                {
                    "side": "star",
                    "name": "Antiramon",
                    "card_type": "Digimon",
                    "printed": {
                        "power": 30,
                        "types": ["Wind", "Nature"],
                        "attacks": ["Star attack"],
                        "passive_effects": ["Star passive"],
                    },
                },
                {
                    "side": "moon",
                    "name": "Antiramon",
                    "card_type": "Digimon",
                    "printed": {
                        "power": 40,
                        "types": ["Nightmare"],
                        "attacks": ["Moon attack"],
                        "passive_effects": ["Moon passive"],
                    },
                },
            ],
        }
    },
    "subjects": [
        {
            "rank": 20.5,
            "name": "the side it shows",
            "pattern": (
                r"\bshow\w* (?!(?:a|any|either|one) side)(?:its |the )?(?:\w+ ){0,3}?side|"
                r"side (?:(?:it|that) |it's |that's )?(?:is |was )?showing|\bside it (?:is |was )?show\w*|"
                r"\bside (?:is )?face[- ]up|"
                # "does it keep whatever side was up?", "does it keep showing Moon?": the side by its state
                r"\bside (?:that |which )?(?:is|was|it had) (?:face[- ])?up\b|"
                r"\bshow\w* (?:its |the )?(?:star|moon)\b|"
                # "does it stay on its Moon side?": a side by its name (not "its flip side", "the same
                # side", "the other side": what a flip is to)
                r"\bon (?:its|the) (?:star|moon)(?: \w+)? side\b"
            ),
            "build": {"path": "face"},
        },
        {
            # 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times."
            "rank": 20.4,
            "name": "the info it shows",
            # what is updated, and how often: "update it both times", "get updated twice"
            "pattern": r"\bupdat\w*(?: [\w'-]+){0,6}? (?:twice|both times|each time|every time|"
            r"multiple times|two times|again)\b",
            "build": {"path": "face", "pre": [{"do": "flip"}]},
            "asks": "goes",  # the question names the flip itself: "update it when it evolves again" is none
        },
        {
            "rank": 6.0,
            "name": "a KO",
            "pattern": r"\bko\b|knock(?:ed|s)? ?out|\bko'd\b|deleted",
            "build": {"event": "ko", "not_on": ["move"]},
            "kind": "count_as",
        },
        {
            "rank": 7.0,
            "name": "a change of active Digimon",
            # 16.8 "doesn't count as changing which Digimon is active": "switching to a different active"
            "pattern": r"(?:chang|switch|swap)\w* (?:of |which |to )?(?:the |a |an )?"
            r"(?:different |new |another )?(?:digimon (?:is )?)?active|"
            r"(?:chang|switch|swap)\w* which digimon is (?:my |your |their |the )?active|"
            r"(?:new|different|another) active",
            "build": {"event": "change_of_active", "not_on": ["move"]},
            "kind": "count_as",
        },
        {
            "rank": 8.0,
            "name": "becoming abnormal",
            # 16.8 "doesn't cause it to become abnormal": not of an abnormal state it has already ("does
            # the flip remove the / its abnormal status?", "is it still abnormal?"): the rule says nothing
            "pattern": r"(?<!\bthe )(?<!\bits )(?<!\btheir )(?<!\bmy )(?<!\byour )(?<!\bhis )(?<!\bher )"
            r"(?<!\bstill )(?<!\balready )(?<!\blonger )abnormal(?! (?:status|state|condition)\b)",
            "build": {"event": "becoming_abnormal", "not_on": ["move"]},
            "kind": "count_as",
        },
        {
            "rank": 9.0,
            "name": "changing type",
            # 16.9 "do not count this as “changing” a type": "count as my Digimon changing to the X type"
            # ("Does its type count as changed?", "is that counted as a type change?")
            "pattern": r"chang\w* (?:its |a |the |my |your |their )?(?:[\w-]+'s )?types?|"
            r"count(?:s|ed)? as (?:a |an )?(?:type "
            r"change|(?:[\w']+ ){0,3}?chang\w* (?:to )?(?:the |a |its )?(?:\w+ )?types?)|"
            r"count(?:s|ed)? as (?:the |a |its )?(?:[\w']+ )?types? chang\w*|"
            r"\btypes? (?:[\w']+ ){0,2}?count(?:s|ed)? as (?:a |being )?chang\w*",
            "build": {"event": "type_change", "not_on": ["move"]},
            "kind": "count_as",
        },
        {
            "rank": 12.0,
            "name": "the evo-bonus",
            # "evo-bonus", "evolution bonus" (a bare "bonus" may be another game's)
            "pattern": r"evo(?:lution)?[- ]?bonus",
            "build": {
                "container": "evo_bonuses",
                "item": {"name": "Evo-bonus", "permanent": True, "active": True},
                "path": "state.evo_bonuses[Evo-bonus]",
            },
        },
        {
            "rank": 13.0,
            "name": "the HP",
            "pattern": r"\bhp\b|hit points|health",
            "build": {"scalar": "hp", "value": 30},
        },
        {
            "rank": 15.0,
            "name": "the power boost",
            "pattern": r"power[- ]?(?:boost|bonus|up)|\+\d+ power|boosts?\b",
            "build": {
                "container": "effects",
                "item": {"name": "Power boost", "kind": "power_boost"},
                "path": "state.effects[Power boost]",
            },
        },
        {
            "rank": 16.0,
            "name": "the changed attack selection",
            "pattern": "(?:changed|new) attack selection|attack selection change",
            "build": {
                "container": "effects",
                "item": {"name": "Attack selection", "kind": "attack_selection"},
                "path": "state.effects[Attack selection]",
            },
        },
        {
            "rank": 17.0,
            "name": "the chosen attack",
            "pattern": (
                r"chosen attack|selected attack|"
                r"attack (?:that was |i |they |(?:my |the |your )?opponent |we |you )?(?:already )?"
                r"(?:chose|chosen|picked|selected)|"
                r"attack choice|picked an attack"
            ),
            "build": {"scalar": "chosen_attack", "value": "A"},
        },
        {
            "rank": 18.0,
            "name": "the attack ability change",
            "pattern": "attack (?:ability )?change|changed attack",
            "build": {
                "container": "effects",
                "item": {"name": "Attack change", "kind": "attack_change"},
                "path": "state.effects[Attack change]",
            },
        },
        {
            "rank": 19.0,
            "name": "the used Activate effect",
            # 16.7 keeps the status of a *used* Activate effect; 16.6 updates which Activate effects are
            # available, so an Activate effect not asked of as used is not this subject.
            "pattern": (
                r"(?:used|spent|already[- ]activated) (?:[\w\"“”-]+ )?(?:activate|effect|ability)\w*|"
                r"activate\w* (?:effect|ability) (?:that |which )?(?:was |were |has been |had been |i |you )?"
                r"(?:already )?used|activate\w*(?=[\"”]? (?:effects? |abilit\w+ )?again)|"
                r"status of (?:an? |the |its )?(?:used )?[\"“]?activate|once[- ]per[- ]turn"
            ),
            "build": {"scalar": "used_activates", "value": ["Activate"]},
        },
        {
            "rank": 20.0,
            "name": "the type given by an effect",
            "pattern": (
                r"type (?:given|granted|changed|set) by (?:an )?effect|type[- ]change (?:effect|from)|"
                r"(?:made|given|granted|changed|set|turned) (?:\w+ )?(?:to |into )?(?:a |the )?(?:\w+ )?"
                r"type by (?:an )?effect"
            ),
            "build": {
                "container": "effects",
                "item": {"name": "Type change", "kind": "type_change"},
                "path": "state.effects[Type change]",
            },
        },
        {"rank": 21.0, "name": "the printed types", "pattern": r"\btypes?\b", "build": {"printed": "types"}},
        # 16.6 "its printed powers, types, attack abilities, passive effects … will now be available or
        # unavailable depending on whether it is the visible side"
        {
            "rank": 21.2,
            "name": "the printed attack abilities",
            "pattern": r"\battack abilit(?:y|ies)\b|\battacks\b",
            "build": {"printed": "attacks"},
        },
        {
            "rank": 21.3,
            "name": "the printed passive effects",
            "pattern": r"\bpassive (?:effects?|abilit(?:y|ies))\b",
            "build": {"printed": "passive_effects"},
        },
        {
            "rank": 22.0,
            "name": "the printed power",
            "pattern": r"printed power|\bpower\b|\bdp\b",
            "build": {"printed": "power"},
        },
        {
            "rank": 28.2,
            "name": "the effect",
            "pattern": r"\+\d+/\+\d+ until|effects?\b|pump",
            "build": {
                "container": "effects",
                "item": {"name": "Floating effect", "kind": "other"},
                "path": "state.effects[Floating effect]",
            },
        },
        {"rank": 34.3, "name": "the counters", "pattern": "counters?", "build": {"counter": None}},
        performed_subject(35.1),
        shown_subject(20.8),
        zone_subject(36.0),
        look_subject(20.9),
    ],
    "event_aliases": {"transform": "flip"},
}
