"""Digimon Battle Evolution: the sentences of its text that answer a question on their own
(PROFILE["ask"]["rules"], read by sentence_rule.py; each spec's fields are described there). Data only."""

from rulings.scenarios.engine.profiles.rule_words import (
    AT_WILL,
    BEFORE_GAME,
    CAN,
    DENIAL,
    DENIAL_UNABLE,
    EFFECT_NAMED,
    FLIPS,
    NAMING,
)

ICON = r"initiali[sz]e icon"
_LACKING = (
    r"\b(?:without|no|lacks?|lacking|missing|(?:does|do|doesn't|don't|does not|do not) (?:have|carry)|"
    # "neither side has", "none of its sides have": no side of the card has it
    r"(?:neither|no|none of (?:its|the)) (?:side|face)s? (?:has|have|carries|carry))"
    rf"(?: (?:a|an|the|this|that|its))? {ICON}"
)
# A card that has the icon ("with the Initialize icon", "it has the Initialize icon"), not one of whose
# sides none has it ("If neither side has the Initialize icon, …")
HAS_ICON = (
    r"(?<!neither side )(?<!neither face )(?<!no side )(?<!no face )(?<!of its sides )"
    rf"\b(?:with|has|have|having|carries|carrying) (?:an? |the |its )?{ICON}"
)
# "the other side", "the side that isn't showing", "the side not face up", "the hidden side"
_UNSHOWN = (
    r"\b(?:other|hidden|unshown|non-?visible|invisible) (?:side|face)\b|"
    r"\b(?:side|face)\b(?: of [\w' ]{1,30}?)? (?:(?:that|which)(?:'s| is)? |is |'s )?(?:not|isn't|n't) "
    r"(?:showing|shown|visible|face[- ]?up|up|being shown)\b"
)
_NAME = r"\b(?:card )?names?\b|\bcalled\b|\bnamed\b"
_FLAVOR = r"\bflavou?r(?: text)?\b"
_FLAVOR_WORDS = r"\bnew moon\b|\bdeva\b"
_DIFFERENT = (
    r"\b(?:different|differently[- ]named|distinct|separate|own)\b(?: [\w'-]+){0,2}? names?\b|"
    r"\bdifferently[- ]named\b|\bnames? (?:that )?(?:differ|are different|aren't the same)\b"
)
_CHOOSE = (
    r"\b(?:choose|chose|pick|select|decide|change|switch|swap)\w*\b(?: [\w'-]+){0,6}? "
    r"(?:start\w*|initial|beginning)\b|\b(?:start|begin)\w* (?:on|with) (?:\w+ ){0,2}(?:side|{sides})\b"
)

# a card showing a side ("is it showing its Star side", "a visible side", "Moon side up"), or hidden
# (not "face up / face down": the scene reader puts a card in the zone and reads its face)
_SHOWS = (
    r"\bshow\w*\b|\bvisible\b|\b(?:{sides})(?: side)? (?:face[- ]?)?up\b|"
    r"\b(?:on|with) (?:its |the )?(?:{sides}) side\b"
)
_HIDDEN = r"\bhidden\b|\bno side\b"
# looking at a card, or an effect that reveals it: who may see a side is 16.11's (or the effect's)
LOOKS = r"\b(?:look|looks|looking|check|checks|checking|read|reads|reading|see|view|peek|reveal\w*)\b"
RULES = {
    # 16.4 "If a flip card is the active Digimon, the other side is not considered “in play” for any of
    # its unactivated effects, power, attack abilities.": "Can my active use an attack printed on its
    # other side?" no; "… isn't in play, is it true?" yes. Looking at it is 16.11's; after a flip (an
    # event) the other side is the one showing; a card in another zone than the active is not this rule's.
    "unshown_side": {
        "cite": ["other-side-not-in-play"],
        "subject": "the side not showing",
        "need": {
            "text": [_UNSHOWN],
            "asking": [
                r"\bin play\b|\b(?:use|used|usable|count|counts|apply|applies|work|works|available)\b|"
                r"\b(?:is|are|be|considered) active\b"
            ],  # not the noun: "my opponent's active"
            "rest": [r"\bin play\b|\beffects?\b|\bpower\b|\battacks?\b|\babilit(?:y|ies)\b"],
        },
        # the side named again by a clause ("… while that side isn't showing"), its "not" its own
        "own": [
            r"\b(?:while|when|whilst|as long as|since|as) (?:it|that|this|the|its)(?: \w+)?(?: is|'s)? "
            r"(?:not|isn't) (?:showing|shown|visible|face[- ]?up|up|being shown)\b",
            _UNSHOWN,
            r"\bflip[- ]?cards?\b",  # "a flip card" names the card, no event
        ],
        "refuse": {
            "text": [r"\b(?:look|looks|looking|check|checks|checking|read|reads|reading|see|view|peek)\b"]
        },
        "zones": {"only": ["active"]},
        "no_event": True,
        "denial": {"in": "rest", "mode": "turns"},
        "forms": [{"answer": "no"}],
    },
    # 16.3 "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the
    # flip card.": "can I name the Moon side of Dianamon?" yes (rule_words.NAMING)
    "naming": NAMING,
    # 8 "Cards without this icon can still be flipped." (the Initialize icon): "Can a card without the
    # Initialize icon still be flipped?" yes; "Does having no Initialize icon mean it can't flip?" no.
    # Any word besides (a time, a place, a count, a cause, another mark: 13, 9, 11, 15, 16.10) asks of
    # another rule
    "still_flips": {
        "cite": ["no-initialize-icon"],
        "subject": "whether it can flip",
        "need": {
            "text": [_LACKING],
            "rest": [
                r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bturn\w* (?:it |them )?over\b",
                r"\b(?:can|could|may|able|allowed|possible|ever|still|mean|means)\b",
            ],
        },
        "own": [_LACKING],
        # a condition on the card described ("… flip if it has no side icon?")
        "refuse": {"text": [_LACKING + r".*\bif\b"]},
        "denial": {"in": "rest", "mode": "turns", "pattern": DENIAL_UNABLE},
        "words": "a an the this that these those it its they them their my your one card cards digimon is "
        "are be been being does do did can could may might able unable allowed possible ever still mean "
        "means meaning flip flips flipped flipping turn turns turned over not never no longer true right so "
        "which have has having i you also if get gets got can't cannot couldn't doesn't don't didn't isn't "
        "aren't it's that's to at all",
        "forms": [{"answer": "yes"}],
    },
    # 16.1 "Flip card numbers are the same but their names may be different." 16.2 "In XB, there are no
    # differently-named flip cards. “New Moon” on Dianamon and “Deva” on Antiramon are just flavor text"
    "flip_names": {
        "cite": ["names-may-differ"],
        "subject": "the names of a flip card's sides",
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "text": [
                        r"\bnumbers?\b",
                        r"\b(?:both|two|its|the|each|all) (?:of its )?(?:sides|faces)\b",
                    ],
                    "asking": [r"\bsame (?:card )?numbers?\b"],
                    "not_text": [r"\bflip\w* (?:in)?to\b"],  # a flip to another card's number is 12's
                },
                "answer": "yes",
                "cite": ["share-number", "names-may-differ"],
            },
            {"when": {"text": [r"\bnumbers?\b"]}, "answer": None},
            {
                "when": {"text": [_FLAVOR_WORDS], "asking": [_FLAVOR], "not_asking": [_NAME]},
                "answer": "yes",  # "are they just flavor text?"
                "cite": ["flavor-text"],
            },
            {
                "when": {"text": [_FLAVOR_WORDS], "asking": [_NAME], "not_asking": [_FLAVOR]},
                "answer": "no",  # "are 'New Moon' and 'Deva' card names?"
                "cite": ["flavor-text"],
            },
            {"when": {"text": [_FLAVOR_WORDS]}, "answer": None},
            {
                "when": {
                    "asking": [_DIFFERENT],
                    "text": [r"\bxb\b|\bauxiliary set b\b|\bthis set\b|\bthat set\b"],
                },
                "answer": "no",  # "in XB, are there flip cards with differently named sides?"
                "cite": ["no-differently-named"],
            },
            {
                "when": {
                    "asking": [_DIFFERENT, r"\b(?:can|could|may|might|allowed|possible|able)\b"],
                    "text": [r"\bsides?\b|\bfaces?\b|\bflip cards?\b"],
                },
                "answer": "yes",  # "can the two sides of a flip card have different names?"
            },
        ],
    },
    # 9 "The sides can only flip after the game starts when an effect instructs you to. Before a game,
    # players are normally allowed to change any cards in their deck and that includes choosing the
    # initial side for cards without this Initialize icon.": choosing the side a card starts on before a
    # game, yes (not said of a card with the icon); flipping before the game or at will, no; an effect that
    # flips it is left to the other readers
    "start_side": {
        "cite": ["flip-after-start"],
        "subject": "when a player may choose or turn a side",
        "need": {"asking": [CAN]},
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "text": [BEFORE_GAME],
                    "asking": [_CHOOSE],
                    "not_text": [HAS_ICON],
                },
                "answer": "yes",
                "cite": ["initial-side-choice"],
            },
            {
                "when": {
                    "asking": [FLIPS],
                    "text": [f"{BEFORE_GAME}|{AT_WILL}"],
                    "not_asking": [_CHOOSE],
                    "not_text": [EFFECT_NAMED],
                },
                "answer": "no",
            },
        ],
    },
    # 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden. It does not show a
    # side in a hidden zone (e.g. hand, dark area, main deck), even though it is a multi-sided card.": asked
    # of a flip card put in a hidden zone, whether it shows a side: no; whether it is hidden: yes. A card
    # leaving the zone (played from the hand, returned), or looked at, or an effect, is another rule's.
    "hidden_side": {
        "cite": ["no-side-hidden", "hidden-zone"],
        "subject": "the side a card shows in a hidden zone",
        "need": {"text": [r"\bflip\w* cards?\b|\bantiramon\b|\bdianamon\b|\b(?:{sides})\b|\bmulti-sided\b"]},
        "refuse": {
            "text": [LOOKS],
            "asking": [
                r"\bfrom\b|\bout of\b|\bleav\w*|\bleft\b|\bplay(?:s|ed|ing)?\b|\breturn\w*|\bcomes? back\b|"
                r"\beffects?\b|\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bstart\w*|\bbegin\w*"
            ],
        },
        "zones": {"placed_hidden": True},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {
                "when": {"asking": [_HIDDEN, r"\b(?:instead of|rather than) (?:showing|being|having)\b"]},
                "answer": "yes",
            },
            {"when": {"asking": [_HIDDEN, _SHOWS]}, "answer": None},
            {"when": {"asking": [_HIDDEN]}, "answer": "yes"},
            {"when": {"asking": [_SHOWS]}, "answer": "no"},
        ],
    },
    # 7 "It does not show a side in a hidden zone (e.g. hand, dark area, main deck)": "Is the dark area a
    # hidden zone?" yes
    "hidden_zones": {
        "cite": ["no-side-hidden"],
        "subject": "which zones are hidden",
        "forms": [
            {
                "when": {
                    "asking": [
                        r"^(?:is|are) (?:the |my |your |a |an )?(?:hand|dark area|main deck)s? (?:also )?"
                        r"(?:considered |counted as |treated as )?(?:an? )?hidden(?: zones?)?$"
                    ]
                },
                "answer": "yes",
            }
        ],
    },
    # 6 "Cards may not have an initial side and if so, will not have this icon. Those cards generally start
    # the game in a hidden zone such as the main deck, where they should be hidden.": "Do flip cards without
    # an initial side generally start the game hidden in the main deck?" yes ("must / always": not said)
    "start_hidden": {
        "cite": ["no-initial-side"],
        "subject": "where a card with no initial side starts",
        "need": {
            "text": [
                r"\b(?:without|no|lacks?|lacking|missing|(?:does|do|doesn't|don't|does not|do not) "
                r"(?:have|carry))(?: (?:a|an|the|this|that|its))? (?:initial side|initiali[sz]e icon)"
            ],
            "asking": [r"\bstart\w*\b|\bbegin\w*\b"],
        },
        "refuse": {"asking": [r"\b(?:must|always|have to|has to|required|only)\b"]},
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {
                "when": {"asking": [r"\bhidden\b|\bmain deck\b|\bin (?:the |my |your )?deck\b"]},
                "answer": "yes",
            }
        ],
    },
    # 2 (and 3, of the Moon side) "It’s not necessarily the initial side of the card and if so, is indicated
    # by the Initialize icon.": "Is the Star side always the initial side of the card?" no
    "always_initial": {
        "cite": ["not-necessarily-initial"],
        "subject": "which side a card starts on",
        "need": {"asking": [r"\balways\b", r"\b(?:{sides})\b"]},
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "asking": [
                        r"\b(?:initial|starting|first|beginning|default) (?:side|face)\b|"
                        r"\b(?:side|face) (?:a |the |each |every )?(?:flip )?cards? (?:starts?|begins?)\b|"
                        r"\b(?:start|begin)s? (?:the game )?(?:on|with)\b"
                    ]
                },
                "answer": "no",
            }
        ],
    },
    # 5 "This initialize icon indicates the card’s “face-up” side. The accompanying icon to the right of it
    # is the card’s initial side (star or moon).": a card with the icon starts on that side, not on either
    "icon_side": {
        "cite": ["initialize-icon", "no-initial-side"],
        "subject": "which side a card with the Initialize icon starts on",
        "need": {"text": [HAS_ICON]},
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "asking": [
                        r"\b(?:start|begin)\w* (?:the game |play )?(?:on|with) "
                        r"(?:either|any|whichever|both)\b|"
                        r"\b(?:choose|pick|select|decide)\w* (?:which|its|the) (?:initial |starting )?side\b"
                    ]
                },
                "answer": "no",
            }
        ],
    },
}
