"""Digimon Card Game: more sentences of chapter 3 that answer a question on their own (sentence_rule.py),
read after those of dcg_rules.py. Data only.

- 3-2-2 / 3-3-2 / 3-7-2 "Cards are placed face-down in this area." (the deck, the Digi-Egg deck, the security
  stack), 3-4-2 "Cards are placed face-up in this area." (the field), 3-6-3 "Cards are placed face-up in a
  stack in this area." (the trash): the one area a question names, asked face up or face down.
- 3-1-3-4 "When multiple cards leave an area at the same time, the player who owns the card that caused the
  action to be performed chooses the order in which the cards are placed in the new area.": asked whether the
  player whose effect moved them chooses, yes; the other player, no.
- 3-1-3-9-2: a Digi-Egg card placed in the security stack (a private area other than the deck) goes to the
  bottom of the Digi-Egg deck. (One placed in the deck, 3-1-3-9-1, is left to the scenario reader, which
  answers unknown: tests/scenarios/test_ask_moves.py asks so.)
"""

from rulings.scenarios.engine.profiles.rule_words import DENIAL

_FACE_DOWN = r"\bface[- ]?down\b|\bupside down\b"
_FACE_UP = r"\bface[- ]?up\b"
_AREAS = {
    "egg": (r"\bdigi-?egg deck\b|\begg deck\b", "down", "egg-deck-face"),
    "deck": (r"(?<!egg )\bdeck\b", "down", "deck-face"),
    "security": (r"\bsecurity\b", "down", "security-face"),
    "trash": (r"\btrash\b", "up", "trash-face"),
    "field": (r"\bfield\b|\bbattle area\b", "up", "field-face"),
}


def _face_forms() -> list[dict]:
    """For the one area the question names: asked as the rule places its cards, yes; the other way, no."""
    forms = [{"when": {"asking": [_FACE_DOWN, _FACE_UP]}, "answer": None}]
    for zone, (pattern, face, cite) in _AREAS.items():
        others = [p for z, (p, _f, _c) in _AREAS.items() if z != zone]
        same, other = (_FACE_DOWN, _FACE_UP) if face == "down" else (_FACE_UP, _FACE_DOWN)
        for asked, answer in ((same, "yes"), (other, "no")):
            forms.append(
                {
                    "when": {"text": [pattern], "asking": [asked], "not_text": others},
                    "answer": answer,
                    "cite": [cite],
                }
            )
    return forms


_FACE = {
    "cite": ["deck-face"],
    "subject": "which way up an area's cards are placed",
    "quick": r"face|upside",
    "asking": "after_condition",
    "need": {
        "asking": [r"\b(?:plac\w*|put|kept|keep|sit\w*|lie|lying|laid|stored|held|are|is|go|goes|stay\w*)\b"]
    },
    # a card the question places the other way (3-7-4 "If a face-up card is placed in a security stack"), an
    # effect's own instructions (3-1-3-5 "unless otherwise specified"), a moving card's flip: other rules
    "refuse": {
        "text": [
            r"\b(?:face[- ]?up|face[- ]?down) cards?\b|\beffects?\b|\binstruct\w*|\bspecif\w*|\bsays?\b|"
            r"\bflip\w*|"
            r"\bturn\w*|\breveal\w*|\binformation\b|\bhidden\b|\bpublic\b|\bprivate\b",
            # one card named ("Is a card in the trash face up?"): the scenario reader places it;
            # the hand, whose way up the text does not give; a card moved ("from the trash into the hand")
            r"\b(?:a|an|the|this|that|my|your|their|one) card\b|\bhand\b|"
            r"\bfrom\b[^?]*\b(?:to|into|onto|in)\b",
            # a way up the scene or a condition gives the card ("A card is put into security face-up. …?")
            r"\bface[- ]?(?:up|down)\b[^?]*[,.!;:?][^?]*\?",
        ]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": _face_forms(),
}

# Whose effect moved the cards, and who is asked of as choosing the order.
_MY_EFFECT = (
    r"\bmy (?!opponent|rival)(?:own )?(?:\[|(?:[\w'-]+ ){0,2}?effect\b)|\bi (?:use|used|activat\w*|play\w*)\b"
)
_THEIR_EFFECT = (
    r"\b(?:opponent|rival)(?:'s|s'|’s) (?:own )?(?:\[|(?:[\w'-]+ ){0,2}?effect\b)|"
    r"\b(?:opponent|rival) (?:uses?|used|activat\w*|plays?|played)\b"
)
_ORDER = r"\border\b"
_I_CHOOSE = (
    r"\b(?:do|can|may|should|must|will|would|does) i (?:get to |have to )?"
    r"(?:choose|pick|decide|set|arrange)\b|"
    r"\bi (?:get to )?(?:choose|pick|decide)\b"
)
_THEY_CHOOSE = (
    r"\b(?:do|does|can|may|should|must|will|would) (?:my )?(?:opponent|rival)s? (?:get to |have to )?"
    r"(?:choose|pick|decide|set|arrange)\b"
)
_ORDER_CHOOSER = {
    "cite": ["order-chooser"],
    "subject": "who chooses the order of cards moved at the same time",
    "quick": r"order",
    "need": {
        "text": [_ORDER, r"\b(?:two|three|four|several|multiple|all|both|many|\d+)\b|\bcards\b|\bdigimons?\b"]
    },
    # both sides' effects named, or a "not": the reading is not sure
    "refuse": {"text": [rf"(?=.*(?:{_MY_EFFECT}))(?=.*(?:{_THEIR_EFFECT}))"]},
    "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
    "forms": [
        {"when": {"text": [_MY_EFFECT], "asking": [_I_CHOOSE, _ORDER]}, "answer": "yes"},
        {"when": {"text": [_MY_EFFECT], "asking": [_THEY_CHOOSE, _ORDER]}, "answer": "no"},
        {"when": {"text": [_THEIR_EFFECT], "asking": [_I_CHOOSE, _ORDER]}, "answer": "no"},
        {"when": {"text": [_THEIR_EFFECT], "asking": [_THEY_CHOOSE, _ORDER]}, "answer": "yes"},
    ],
}

# 3-1-3-9-1 "If placing in the deck or Digi-Egg deck, cards are placed in the Digi-Egg deck in the specified
# order." 3-1-3-9-2 "If placing in private areas other than the deck or Digi-Egg deck, cards are placed at the
# bottom of the Digi-Egg deck."
_EGG_CARD = r"\bdigi-?egg(?: card)?s?\b(?! deck)|\beggs?\b(?! deck)"
_TO_EGG_DECK = r"\b(?:digi-?)?egg deck\b"
_EGG_PLACED = {
    "cite": ["egg-to-private"],
    "subject": "where a Digi-Egg card placed in a private area goes",
    "quick": r"egg",
    "need": {"text": [_EGG_CARD], "asking": [_TO_EGG_DECK]},
    # a public area or the hand as where it is put (not where it comes from)
    "refuse": {
        "text": [
            r"\b(?:to|into|in|on|onto) (?:the |my |your |their )?(?:trash|hand|field|breeding|battle area)\b"
        ]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        {
            "when": {"text": [r"\bsecurity\b"], "not_text": [r"(?<!egg )\bdeck\b(?!.*\bsecurity\b)"]},
            "answer": "yes",
            "cite": ["egg-to-other-private"],
        },
    ],
}

# 3-1-3-1-3 "Even if the stacking order of stacked cards changes, they aren't considered new cards.": asked
# whether they become new cards, no
_STACK_ORDER = {
    "cite": ["stack-order"],
    "subject": "stacked cards whose order changes",
    "quick": r"stack|under|source",
    "need": {
        "text": [
            r"\bstack\w*|\bcards? under\b|\bdigivolution (?:cards|sources)\b|\bsources?\b",
            r"\border\b|\brearrang\w*|\bre-?order\w*|\bshuffl\w*|\bswap\w*|\bsort\w*",
        ],
        "asking": [r"\bnew (?:cards?|objects?)\b|\bdifferent cards?\b"],
    },
    # a card moved from one area to another becomes new (3-1-3-1-1): not this sentence
    "refuse": {
        "text": [r"\b(?:trash|hand|deck|security|breeding area|battle area)\b|\bmov\w* (?:to|from)\b"]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [{"answer": "no"}],
}

# 3-1-3-6 "When multiple cards are moved from a public area then placed into a private area at the same time,
# they are placed after the order is made public.": the order shown first, yes
_WHOSE = r"(?:the |my |your |their )?"
_PUBLIC = r"(?:field|trash|battle area|breeding area|public area)\b"
_PRIVATE = r"(?:deck|security|digi-?egg deck|private area)\b"
_ORDER_PUBLIC = {
    "cite": ["order-public"],
    "subject": "the order of cards moved from a public area to a private one",
    "quick": r"order",
    "need": {
        "text": [
            rf"\bfrom (?:the |my |your |their )?(?:{_PUBLIC})\b",
            rf"\b(?:to|into|onto|in|at) (?:the )?(?:top |bottom )?(?:of )?{_WHOSE}(?:{_PRIVATE})",
            r"\b(?:several|multiple|many|all|both|two|three|four|\d+)\b",
        ],
        "asking": [r"\border\b", r"\bpublic\w*|\breveal\w*|\bshown?\b|\bseen\b|\bsee\b|\bknown\b|\bopen\w*"],
    },
    "refuse": {"text": [r"\bhand\b|\bone at a time\b|\bchoos\w*|\bpick\w*|\bdecid\w*"]},
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [{"answer": "yes"}],
}

RULES_MORE = {
    "area_face": _FACE,
    "order_chooser": _ORDER_CHOOSER,
    "egg_placed": _EGG_PLACED,
    "stack_order": _STACK_ORDER,
    "order_public": _ORDER_PUBLIC,
}

CITATIONS_MORE = {
    "deck-face": ("3-2-2", "The deck is a private area. Cards are placed face-down in this area."),
    "egg-deck-face": (
        "3-3-2",
        "The Digi-egg deck is a private area. Cards are placed face- down in this area.",
    ),
    "security-face": (
        "3-7-2",
        "The security stack is a private area. Cards in this area are placed face-down and spread out so "
        "that "
        "the number of cards can be seen.",
    ),
    "trash-face": ("3-6-3", "The trash is a public area. Cards are placed face-up in a stack in this area."),
    "field-face": ("3-4-2", "The field is a public area. Cards are placed face-up in this area."),
    "stack-order": (
        "3-1-3-1-3",
        "Even if the stacking order of stacked cards changes, they aren't considered new cards.",
    ),
    "order-public": (
        "3-1-3-6",
        "When multiple cards are moved from a public area then placed into a private area at the same "
        "time, they "
        "are placed after the order is made public.",
    ),
    "order-chooser": (
        "3-1-3-4",
        "When multiple cards leave an area at the same time, the player who owns the card that caused the "
        "action "
        "to be performed chooses the order in which the cards are placed in the new area.",
    ),
    "egg-to-other-private": (
        "3-1-3-9-2",
        "If placing in private areas other than the deck or Digi-Egg deck, cards are placed at the bottom "
        "of the "
        "Digi-Egg deck.",
    ),
}
