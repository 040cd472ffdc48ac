"""Digimon Card Game: chapter 3, Game Areas, of the comprehensive rules."""

from rulings.scenarios.engine.profiles._spec import kept, look_subject, removed, shown_subject, zone_subject
from rulings.scenarios.engine.profiles.dcg_rules import CITATIONS, RULES
from rulings.scenarios.engine.profiles.dcg_rules_more import CITATIONS_MORE, RULES_MORE

_BREEDING_EXCEPT = "except for effects that explicitly specify or reference breeding areas."
_NEW = ("new-card", "not-carried")

PROFILE = {
    "game": "dcg",
    "document": "comprehensive-rules",
    "revisions": [{"label": "current", "effective_from": None, "effective_until": None}],
    "sides": ["front"],
    "kinds": ["digimon", "digi_egg", "tamer", "option"],
    "zones": {
        "deck": {"hidden": True, "area": "deck", "cite": ["deck-private"]},
        "digi_egg_deck": {"hidden": True, "area": "digi_egg_deck", "cite": ["egg-deck-private"]},
        "hand": {"hidden": True, "area": "hand", "cite": ["hand-private"]},
        "security_stack": {"hidden": True, "area": "security_stack", "cite": ["security-private"]},
        "breeding_area": {"hidden": False, "in_play": True, "area": "field", "cite": ["field-public"]},
        "battle_area": {"hidden": False, "in_play": True, "area": "field", "cite": ["field-public"]},
        "trash": {"hidden": False, "area": "trash", "cite": ["trash-public"]},
    },
    "hidden_zone": ["private"],
    "public_zone": ["public"],
    "citations": {
        "areas": ("3-1-1", "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack."),
        "public": (
            "3-1-2-1-1",
            "All card information on cards in these areas is revealed to both players.",
        ),
        "private": (
            "3-1-2-2-1",
            "Card information on cards in these areas isn't revealed to both players.",
        ),
        "new-card": (
            "3-1-3-1-1",
            'When a card is moved from one area to another, that card becomes a "new card."',
        ),
        "not-carried": (
            "3-1-3-1-2",
            "A new card is considered to be a different card from the card in the previous area, and it will "
            "not carry over any of the original card's statuses, states, etc.",
        ),
        "reorder": (
            "3-1-3-1-3",
            "Even if the stacking order of stacked cards changes, they aren't considered new cards.",
        ),
        "egg-to-egg-deck": (
            "3-1-3-9-1",
            "If placing in the deck or Digi-Egg deck, cards are placed in the Digi-Egg deck in the specified "
            "order.",
        ),
        "egg-to-egg-deck-bottom": (
            "3-1-3-9-2",
            "If placing in private areas other than the deck or Digi-Egg deck, cards are placed at the "
            "bottom of the Digi-Egg deck.",
        ),
        "deck-private": ("3-2-2", "The deck is a private area."),
        "egg-deck-private": ("3-3-2", "The Digi-egg deck is a private area."),
        "field-public": ("3-4-2", "The field is a public area."),
        "unsuspended": ("3-4-3", "When cards are placed in the field, they are placed unsuspended."),
        "field-divided": ("3-4-4", "The field is divided into the breeding area and the battle area."),
        "breeding-affected": (
            "3-4-5-3",
            "Cards in breeding areas can't be affected by effects, " + _BREEDING_EXCEPT,
        ),
        "breeding-trigger": (
            "3-4-5-4",
            "Effects on cards in breeding areas can't trigger or activate, " + _BREEDING_EXCEPT,
        ),
        "breeding-chosen": (
            "3-4-5-5",
            "Cards in breeding areas can't be chosen for effects, " + _BREEDING_EXCEPT,
        ),
        "breeding-trigger-condition": (
            "3-4-5-6",
            "Trigger conditions can't be met by cards in breeding areas, " + _BREEDING_EXCEPT,
        ),
        "breeding-activation-condition": (
            "3-4-5-7",
            "Activation conditions can't be met by cards in breeding areas, " + _BREEDING_EXCEPT,
        ),
        "breeding-reference": (
            "3-4-5-8",
            "Information on cards in breeding areas can't be referenced, " + _BREEDING_EXCEPT,
        ),
        "hand-private": (
            "3-5-3",
            "The hand is a private area, but the cards' owner may freely look at their hand.",
        ),
        "trash-public": ("3-6-3", "The trash is a public area."),
        "security-private": ("3-7-2", "The security stack is a private area."),
    },
    "assumptions": [
        "The breeding area and the battle area are two parts of one area, the field (3-1-1 lists the field "
        "as "
        "an area; 3-4-4 divides it), so moving between them is not a move to another area and makes no new "
        "card.",
    ],
    "actions": {
        "move": {
            # Leaving one area for another makes a new card that carries nothing over.
            "fields": {
                "state.hp": removed(*_NEW),
                "state.counters": {"*": removed(*_NEW)},
                "state.evo_bonuses": {"*": removed(*_NEW)},
                "state.effects": {"*": removed(*_NEW)},
                "state.used_activates": removed(*_NEW),
                "state.attachments": {"*": removed(*_NEW)},
                "state.deployed": {"*": removed(*_NEW)},
                "state.statuses": {"*": removed(*_NEW)},
                "state.chosen_attack": removed(*_NEW),
            },
            "counts_as": [{"event": "new_card", "words": "a new card", "cite": list(_NEW)}],
            # 3-1-3-9 "When Digi-Egg cards are placed from respective areas to private areas, they are
            # placed according to the following rules." (the hand, 3-5-3, and the security stack, 3-7-2,
            # are private areas too)
            "redirected": [
                {"kinds": ["digi_egg"], "to": ["deck"], "zone": "digi_egg_deck", "cite": ["egg-to-egg-deck"]},
                {
                    "kinds": ["digi_egg"],
                    "to": ["hand", "security_stack"],
                    "zone": "digi_egg_deck",
                    "cite": ["egg-to-egg-deck-bottom"],
                },
            ],
            "same_area": {
                "assumption": "the breeding area and the battle area are both the field, one area",
                "fields": {
                    "state.hp": kept("areas", "field-divided"),
                    "state.counters": {"*": kept("areas", "field-divided")},
                    "state.evo_bonuses": {"*": kept("areas", "field-divided")},
                    "state.effects": {"*": kept("areas", "field-divided")},
                    "state.used_activates": kept("areas", "field-divided"),
                    "state.attachments": {"*": kept("areas", "field-divided")},
                    "state.deployed": {"*": kept("areas", "field-divided")},
                    "state.statuses": {"*": kept("areas", "field-divided")},
                    "state.chosen_attack": kept("areas", "field-divided"),
                },
            },
            "entering": {"field": {"state.statuses": {"suspended": removed("unsuspended")}}},
        },
        "reorder": {
            "fields": {
                "state.hp": kept("reorder"),
                "state.counters": {"*": kept("reorder")},
                "state.evo_bonuses": {"*": kept("reorder")},
                "state.effects": {"*": kept("reorder")},
                "state.used_activates": kept("reorder"),
                "state.attachments": {"*": kept("reorder")},
                "state.deployed": {"*": kept("reorder")},
                "state.statuses": {"*": kept("reorder")},
                "state.chosen_attack": kept("reorder"),
            },
            "not_counted_as": [{"event": "new_card", "words": "a new card", "cite": ["reorder"]}],
        },
        "effect": {
            "modes": [
                "affect",
                "choose",
                "trigger",
                "activate",
                "trigger_condition",
                "activation_condition",
                "reference",
            ],
            # In the breeding area an effect does nothing unless it names the breeding area.
            "shielded_zone": "breeding_area",
            "shield_cite": {
                "affect": ["breeding-affected"],
                "choose": ["breeding-chosen"],
                "trigger": ["breeding-trigger"],
                "activate": ["breeding-trigger"],
                "trigger_condition": ["breeding-trigger-condition"],
                "activation_condition": ["breeding-activation-condition"],
                "reference": ["breeding-reference"],
            },
        },
    },
}


# The question reader's vocabulary for this game: the words that name it, the zones, the words that
# describe a card, the sample cards the scenarios run on, and the subjects a question can ask about
# (rank orders them across games: the more particular first).
PROFILE["citations"].update(CITATIONS)
PROFILE["citations"].update(CITATIONS_MORE)
PROFILE["ask"] = {
    "rules": {**RULES, **RULES_MORE},
    "words": r"\bdcg\b|digimon card game|breeding area|battle area|security "
    r"stack|digi-?egg|\btrash\b|new card",
    "in_play": [r"\bdigimon\b", "battle_area"],
    # 3-1-2-1-1 "Either player may look at the content or card order of these areas"; 3-1-2-2-1 "Neither
    # player may look at the content or card order of these areas"; 3-5-3 "the cards' owner may freely
    # look at their hand".
    "looking": {"hidden": "no", "owner_looks": ["hand"]},
    # A move between any two areas is any such move: 3-1-3-1-1 speaks of them all.
    "zone_verbs": [
        [r"\bfrom one area to another\b|\bto another area\b", "battle_area", "trash"],
        # 3-6-1 "the area where trashed cards are placed": to trash a card is to put it there.
        [r"\btrash(?:ed|es|ing)\b|\b(?:i|you|we|they|then|and|or) trash\b", None, "trash"],
    ],
    "zone_words": {
        "trash": "trash",
        "digi-egg deck": "digi_egg_deck",
        "security": "security_stack",
        "breeding": "breeding_area",
        "battle area": "battle_area",
        # 3-4-4 "The field is divided into the breeding area and the battle area"; a card put onto the
        # field without more is put where Digimon are played, its battle area.
        "field": "battle_area",
        "zona de batalla": "battle_area",
        "mano": "hand",
        "papelera": "trash",
        "pila de seguridad": "security_stack",
        "mazo": "deck",
    },
    "descriptors": [
        # A Digi-Egg card, not the Digi-Egg deck: "my Digi-Egg card", "the egg"; 3-1-3-9 places it.
        [r"\bdigi-?eggs?(?: cards?)?\b(?! deck)|\beggs?\b(?! deck)", {"card": "digi_egg"}],
        # 3-4-5-3 "except for effects that explicitly specify or reference breeding areas": an effect said
        # to do so in other words ("explicitly says … breeding area"); only the words that describe the
        # effect are taken out, so the card's own zone ("in the breeding area") is still read.
        [
            r"(?:does not|doesn't|don't|do not|never|without) (?:explicitly |specifically )?"
            r"(?:names?|say\w*|specif\w*|mention\w*|referenc\w*|refers? to)\b"
            r"(?=[^.?]{0,40}?\bbreeding.areas?)",
            {"names_zone": None},
        ],
        [
            r"(?:explicitly|specifically) (?:names?|says?|specif\w*|mentions?|referenc\w*|refers? to)\b"
            r"(?=[^.?]{0,40}?\bbreeding.areas?)",
            {"names_zone": "breeding_area"},
        ],
        ["in (?:the |my |your |a |an opponent's |my opponent's )?breeding area", {"zone": "breeding_area"}],
        [
            "(?:does not|doesn't|don't|do not|that not|without) "
            r"(?:names?|specif\w*|mention\w*|referenc\w*) (?:the |a )?breeding areas?",
            {"names_zone": None},
        ],
        [
            r"(?:names|specif\w*|mentions?|references?) (?:the )?breeding area",
            {"names_zone": "breeding_area"},
        ],
    ],
    "samples": {
        "default": {
            "zone": "battle_area",
            "faces": [{"side": "front", "name": "Agumon", "card_type": "Digimon"}],
        },
        "digi_egg": {
            "zone": "breeding_area",
            "faces": [{"side": "front", "name": "Koromon", "card_type": "Digi-Egg"}],
        },
    },
    "subjects": [
        {
            "rank": 10.0,
            "name": "a new card",
            # 3-1-3-1-2 "considered to be a different card from the card in the previous area"
            "pattern": r"new card|different card|carta nueva|nueva carta|carta diferente",
            "build": {"event": "new_card"},
            "kind": "count_as",
        },
        {
            # 3-1-3-1-2 "considered to be a different card": the same card is no new card.
            "rank": 10.1,
            "name": "the same card",
            "pattern": r"\bsame card\b|\bmisma carta\b",
            "build": {"event": "new_card"},
            "kind": "count_as",
            "opposite": True,
        },
        {
            "rank": 27.0,
            "name": "an effect",
            # 3-4-5-5 "chosen" is also "picked", "selected"; 3-4-5-4 "trigger" is an effect "going off".
            "pattern": (
                r"\b(?:chosen|choose|affected|affect|target\w*|trigger\w*|referenc\w*|activat\w*|"
                r"pick(?:s|ed|ing)?|select\w*|go(?:es)? off)\b"
            ),
            "build": {"performed": True},
            "kind": "performed",
            "event": "effect",
        },
        {
            "rank": 28.1,
            "name": "the effect",
            # A DP boost is worded many ways: "+1000 DP", "a DP buff", "the boost it got this turn".
            "pattern": r"\+\d+/\+\d+ until|effects?\b|pump|[+-] ?\d+ ?(?:dp|power)\b|"
            r"\bdp (?:boost|bonus|buff)\w*|\bbuff\w*|\bboost\w*",
            "build": {
                "container": "effects",
                "item": {"name": "DP boost", "kind": "dp_boost"},
                "path": "state.effects[DP boost]",
            },
        },
        {
            "rank": 30.0,
            "name": "the suspended status",
            "pattern": "suspend",
            "build": {
                "container": "statuses",
                "item": {"name": "suspended"},
                "path": "state.statuses[suspended]",
            },
        },
        {
            "rank": 32.0,
            "name": "its statuses",
            "pattern": r"status(?:es)?\b|\bstates\b",  # 3-1-3-1-2 "statuses, states, etc."
            "build": {
                "container": "statuses",
                "item": {"name": "suspended"},
                "path": "state.statuses[suspended]",
            },
        },
        {"rank": 34.2, "name": "the counters", "pattern": "counters?", "build": {"counter": None}},
        shown_subject(20.8),
        zone_subject(36.0),
        look_subject(20.9),
    ],
}
