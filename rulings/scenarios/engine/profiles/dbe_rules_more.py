"""Digimon Battle Evolution: more sentences of its text that answer a question on their own (14, 16.11,
12, 4/5, 1, 16.10), read by sentence_rule.py after those of dbe_rules.py. Data only."""

from rulings.scenarios.engine.profiles.dbe_rules import HAS_ICON, LOOKS
from rulings.scenarios.engine.profiles.rule_words import (
    CAN,
    DENIAL,
    DENIAL_UNABLE,
    FLIPS,
    READ_AS,
    READ_AS_WORDS,
)

_IF_ABLE = r"[\"'“‘]?\bif able\b[\"'”’]?"
# a side of the card other than the one it shows, or any of them ("its other side", "both sides", "the
# Moon side", "what's on the back")
_ANY_SIDE = (
    r"\b(?:other|any|both|either|each|back|hidden|unshown|opposite|reverse|flip|{sides}) (?:sides?|faces?)\b|"
    r"\b(?:all|both) (?:of )?(?:its |the )?sides\b"
)
# a zone where a card shows a side (the active, the Destiny Zone, attached): 16.11's "non-hidden zone"
_SHOWING_ZONE = r"\bactive\b|\bdestiny zone\b|\battached\b|\bin play\b|\bnon-?hidden zone\b|\bpublic zone\b"
_CARD_NAMES = r"antiramon|dianamon"
# a card placed at the start ("do I place / put it", "does it go into the Destiny Zone"), with the side the
# icon marks up ("with that side face-up", "with the indicated side up")
_PLACED = r"\b(?:place|put|set|lay|go|goes|start|begin)\w*\b"
_THAT_SIDE_UP = (
    r"\b(?:that|this|the|its)(?: indicated| initial| marked| starting| same| icon'?s?)? side"
    r"(?: (?:shown|indicated|marked) by (?:that |the |this |its )?(?:initiali[sz]e )?icon|"
    r" (?:that |which )?(?:the |that |this |its )?(?:initiali[sz]e )?icon (?:marks|shows|indicates))?"
    r" (?:face[- ]?)?up\b"
)
# a flip (or turn) into another card: "flip into XB-006 Antiramon", "turn into a card with a different
# card number"
_FLIPS_INTO = r"\b(?:flip(?:s|ped|ping)?|turn(?:s|ed|ing)?) (?:over )?(?:in)?to\b"

# a card printed without a side icon ("no side icon", "lacks a side icon", "a non-flip card")
_NO_SIDE_ICON = (
    r"\b(?:without|no|lacks?|lacking|missing|(?:does|do|doesn't|don't|does not|do not) (?:have|carry))"
    r"(?: (?:a|an|the|any|its))? side icons?\b|\bnon[- ]?flip(?:pable)? (?:cards?|digimon)\b"
)
# how a flip is counted ("count as", "considered", "see that as") of a change, or the quoted term
_COUNTED_CHANGE = (
    r"\b(?:counts?|counted|counting|consider\w*|treat\w*|regard\w*|sees?|seen|deem\w*)\b"
    r"(?: [\w'-]+){0,4}? as\b[^?]*\bchang\w*|['\"“‘]changing['\"”’]"
)

# a side a card starts on that is fixed ("start on a specific side", "a fixed starting side")
_FIXED_START = (
    r"\b(?:start|begin)\w* (?:the game )?(?:on|with) (?:a |the |one )?(?:specific|fixed|set|particular|"
    r"predetermined|single) (?:side|face)\b|\b(?:specific|fixed|set|particular|predetermined) "
    r"(?:starting|initial|beginning) (?:side|face)s?\b"
)
# a hidden zone, by name or as such
_HIDDEN_ZONE = r"\bhidden zones?\b|\bhand\b|\bdark area\b|\bmain deck\b"
# what the card must do there: be (become, stay, go) hidden
_MUST_HIDE = (
    r"\b(?:must|have to|has to|need to|needs to|required to|supposed to|should)\b(?: [\w'-]+){0,3}? "
    r"(?:be|become|go|turn|stay|get|remain)\w* hidden\b"
)
# the keyword's meaning: turning the card over to its other side
_MEANS = (
    r"\bmean\w*|\bstands? for\b|\bdefin\w*|\bis (?:just |simply )?(?:turning|to turn)\b|"
    r"\bkeyword (?:that|which|for)\b"
)
_OTHER_SIDE = (
    r"\b(?:turn\w*|flip\w*|switch\w*)\b(?: [\w'-]+){0,3}? (?:over )?(?:to|onto) (?:its |the )?"
    r"(?:other|opposite|another) (?:side|face)\b|\bturn\w* (?:[\w'-]+ ){0,2}?over\b"
)

MORE_RULES = {
    # 1 "Some will start on a specific side and others will have freely choosable starting sides.": asked
    # whether all (every) flip cards start on a specific side no; whether some may have a freely chosen
    # starting side yes
    "start_kinds": {
        "cite": ["starting-sides"],
        "subject": "whether every flip card starts on a specific side",
        "need": {"text": [r"\bflip\w* cards?\b|\bcards?\b"]},
        "refuse": {"text": [r"\binitiali[sz]e\b|\bicon\b|\bdestiny zone\b|\bhidden\b|\bdeck\b"]},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {"when": {"asking": [r"\b(?:all|every|each)\b", _FIXED_START]}, "answer": "no"},
            {
                "when": {
                    "asking": [
                        r"\bsome\b",
                        r"\b(?:freely )?(?:choos\w*|chosen|pick\w*) (?:\w+ ){0,2}?"
                        r"(?:starting|initial) sides?\b|"
                        r"\b(?:starting|initial) sides? (?:that )?(?:i|you|players?|we) "
                        r"(?:can |may )?(?:freely )?"
                        r"(?:choose|pick)\b|\bfreely choosable\b",
                    ]
                },
                "answer": "yes",
            },
        ],
    },
    # 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden.": asked whether it must
    # be (become, stay) hidden there yes; not of looking at it, revealing it, or a card leaving the zone
    "hidden_must": {
        "cite": ["hidden-zone"],
        "subject": "a flip card entering a hidden zone",
        "need": {"text": [_HIDDEN_ZONE], "asking": [_MUST_HIDE]},
        "refuse": {
            "text": [LOOKS + r"|\beffects?\b|\bface[- ]?up\b|\bunless\b|\bexcept\b"],
            "asking": [r"\bfrom\b|\bout of\b|\bleav\w*|\bleft\b|\breturn\w*|\bplayed\b"],
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"answer": "yes"}],
    },
    # 10 "This icon is a stand-in for the keyword “flip”, which means to turn the card over to its other
    # side.": asked whether flip means (stands for) turning the card over to its other side yes; not of a
    # face-down flip (15), nor of which side when the icon names one (10's next sentence)
    "flip_meaning": {
        "cite": ["flip-keyword"],
        "subject": "what the keyword flip means",
        "need": {"text": [r"\bflip\b"], "asking": [_MEANS, _OTHER_SIDE]},
        "refuse": {
            "text": [
                r"\bface[- ]?down\b|\blogo\b|\bback (?:face|side)\b|\b(?:star|moon) (?:side )?icon\b|"
                r"\bdestroy\w*|"
                r"\bhidden\b|\bonly\b"
            ]
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"answer": "yes"}],
    },
    # 14 "Flip is always considered to have the rules text “if able” after it.": "Is flip always treated
    # as 'if able'?", "Does Flip count as having 'if able' after it?" yes; "… doesn't have 'if able' …" no;
    # only when every other word is one of how a keyword is read (rule_words.READ_AS_WORDS)
    "implied_text": {
        "cite": ["if-able"],
        "subject": "the rules text the keyword carries",
        "need": {"text": [r"\bflip\b", _IF_ABLE, READ_AS]},
        "own": [r"\bflip\b", _IF_ABLE],
        "words": READ_AS_WORDS,
        "denial": {"in": "rest", "mode": "turns", "pattern": r"n't\b|\bnot\b|\bnever\b"},
        "forms": [{"answer": "yes"}],
    },
    # 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone.":
    # "Can I check the other side of my opponent's active?", "Am I allowed to read the attacks on its other
    # side?" yes, of a card in a zone that shows a side and no hidden zone (of a hidden one, 7 says it
    # shows no side); not of an effect that reveals, nor of who may stop or must allow it
    "check_sides": {
        "cite": ["check-any-side"],
        "subject": "checking any side of a flip card",
        "need": {
            "text": [_SHOWING_ZONE],
            "asking": [
                LOOKS + r"(?: [\w'-]+){0,6}? (?:at |on |of )?(?:[\w'-]+ ){0,3}?(?:" + _ANY_SIDE + ")",
            ],
        },
        "refuse": {
            "text": [
                r"\beffects?\b|\breveal\w*|\bface[- ]?down\b|\bhidden zone\b|\bstop\w*\b|\bprevent\w*\b|"
                r"\brefus\w*\b|\bonly\b"
            ]
        },
        "zones": {"not_hidden": True},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        # "at any time": no one's leave is needed ("Do I need my opponent's permission to check …?" no)
        "forms": [
            {
                "when": {
                    "asking": [
                        r"\b(?:need|needs|have to|has to|must|required)\b[^?]*?\b(?:permission|consent|"
                        r"ask (?:my |the |your |their )?opponent|opponent'?s? (?:ok|okay|approval))\b"
                    ]
                },
                "answer": "no",
            },
            {"when": {"asking": [r"\b(?:need|needs|have to|has to|must|required)\b"]}, "answer": None},
            {"when": {"asking": [CAN]}, "answer": "yes"},
        ],
    },
    # 12 "Cards with a side icon can only be flipped to a card with the exact same card number with a
    # different icon.": "Can a card flip into a card with a different card number?", "Can Dianamon [Star]
    # flip into Antiramon?" no (a card of another name has another number: 16.2 "In XB, there are no
    # differently-named flip cards")
    "flip_into": {
        "cite": ["same-number"],
        "subject": "flipping into another card",
        "need": {"asking": [_FLIPS_INTO]},
        "refuse": {"text": [r"\bevol\w*|\bdigivol\w*|\btransform\w*"]},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "asking": [
                        _FLIPS_INTO + r" (?:an? |the |another )?(?:[\w'-]+ ){0,2}?cards? (?:that |which )?"
                        r"(?:has |have |with )?(?:an? )?(?:different|another|other|new|separate) "
                        r"(?:card )?numbers?\b"
                    ]
                },
                "answer": "no",
            },
            {
                "when": {
                    "asking": [
                        rf"\b({_CARD_NAMES})\b[^?]*?{_FLIPS_INTO} (?:an? |the )?(?:xb-\d+ )?"
                        rf"(?!\1\b)(?:{_CARD_NAMES})\b"
                    ]
                },
                "answer": "no",
                "cite": ["same-number", "no-differently-named"],
            },
        ],
    },
    # 4 "If this card starts in play, such as in the Destiny Zone, then Start of game: Place this card with
    # this side face-up." and 5 "This initialize icon indicates the card’s “face-up” side.": a card with the
    # icon, starting in play, is placed with that side up ("do I place it with that side face-up?", "…
    # put it in Star side up?" of the side the icon marks); of two sides named, which one is marked is not
    # read
    "icon_face_up": {
        "cite": ["start-face-up", "initialize-icon"],
        "subject": "the side a card with the Initialize icon starts with",
        "need": {
            "text": [
                HAS_ICON,
                r"\bdestiny zone\b|\bin play\b|\bstart\w* of (?:the )?game\b",
            ]
        },
        "zones": {"not_hidden": True},
        "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
        "forms": [
            {"when": {"text": [r"\b({sides})\b.*\b(?!\1\b)(?:{sides})\b"]}, "answer": None},
            {"when": {"asking": [_PLACED + r"[^?]*?" + _THAT_SIDE_UP]}, "answer": "yes"},
            {
                "when": {
                    "text": [r"\b({sides})\b[^?]*?" + _PLACED + r"[^?]*?\b\1(?: side)? (?:face[- ]?)?up\b"]
                },
                "answer": "yes",
            },
        ],
    },
    # 1 "Flip cards share a card number, so they’re the same card for deck building purposes": asked of
    # a flip card's sides when building a deck, the same card yes, different (separate, two) cards no; not
    # of two cards of different names
    "same_card": {
        "cite": ["share-number"],
        "subject": "a flip card's sides in deck building",
        "need": {
            "text": [r"\bdeck[- ]?build\w*|\bbuild\w* (?:my |a |the |your |their )?decks?\b"],
            "asking": [r"\bsides?\b|\b(?:{sides})\b|\bflip cards?\b"],
        },
        "refuse": {
            "text": [rf"\b({_CARD_NAMES})\b.*\b(?!\1\b)(?:{_CARD_NAMES})\b", r"\blimit\b|\bcop(?:y|ies)\b|\d"]
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {"when": {"asking": [r"\bsame card\b|\bone card\b|\bone and the same\b"]}, "answer": "yes"},
            {
                "when": {
                    "asking": [
                        r"\b(?:different|separate|distinct|two|2) cards\b|"
                        r"\ba (?:different|separate|distinct) card\b|"
                        r"\bcounts? (?:as )?separately\b"
                    ]
                },
                "answer": "no",
            },
        ],
    },
    # 11 "Cards without a side icon cannot be flipped.": "My Digimon has no side icon. Does a flip effect
    # flip it?", "Is it possible to flip a non-flip card?" no; only when every other word is one of a
    # plain question of flipping (a time, a place, a count, a cause asks of another rule)
    "no_side_icon": {
        "cite": ["no-side-icon"],
        "subject": "whether a card without a side icon can flip",
        "need": {"text": [_NO_SIDE_ICON], "rest": [FLIPS]},
        "own": [_NO_SIDE_ICON],
        "refuse": {"text": [r"\binitiali[sz]e\b"]},
        "denial": {"in": "rest", "mode": "turns", "pattern": DENIAL_UNABLE},
        "words": "a an the this that it its they them my your one card cards digimon active is are be been "
        "being does do did can could may able allowed possible ever still flip flips flipped flipping turn "
        "turns turned over not never true right so have has having i you effect effects with get gets to at "
        "all can't cannot doesn't don't isn't aren't it's",
        "forms": [{"answer": "no"}],
    },
    # 16.9 "If an active Digimon flips, even though its types may be different, do not count this as
    # “changing” a type.": a flip asked of as counted (seen, treated) as changing a type no; not what the
    # type now is (16.6, 16.9's example: "its type is now Nightmare")
    "type_change": {
        "cite": ["type-not-changing"],
        "subject": "whether a flip counts as changing a type",
        "need": {
            "text": [FLIPS, r"\btypes?\b|\bnightmare\b|\bdragon\b"],
            "asking": [_COUNTED_CHANGE],
        },
        "refuse": {"asking": [r"\bko\b|\babnormal\b|\bwhich digimon\b|\battacks?\b|\bevo"]},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"answer": "no"}],
    },
    # 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times.": a card
    # said to flip more than once, asked whether it is updated each time yes, only once no
    "update_each_flip": {
        "cite": ["multiple"],
        "subject": "updating a card that flips more than once",
        "need": {
            "text": [
                r"\b(?:twice|two times|multiple times|several times|more than once|(?:and )?(?:then )?back "
                r"(?:again|to)\b|each time|every time|both times)"
            ],
            "asking": [r"\b(?:re-?)?(?:updat|redo|recalculat|refresh|recheck|re-?check)\w*"],
        },
        "refuse": {"text": [r"\bevo(?:lution)?[- ]?bonus|\bactivate\b|\bhp\b"]},
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {
                "when": {"asking": [r"\b(?:only|just) (?:once|one time)\b|\bonce at the end\b"]},
                "answer": "no",
            },
            {"when": {"asking": [r"\b(?:each|every|both|again|twice|multiple|two)\b"]}, "answer": "yes"},
        ],
    },
}
