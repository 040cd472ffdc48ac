"""Digimon Battle Evolution: more sentences of its text that answer a question on their own (14, 16.11,
12, 4/5, 1, 16.10), read by sentence_rule.py after those of dbe_rules.py. Data only."""

from rulings.scenarios.engine.profiles.dbe_rules import HAS_ICON, LOOKS
from rulings.scenarios.engine.profiles.rule_words import CAN, DENIAL, READ_AS, READ_AS_WORDS

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

MORE_RULES = {
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
