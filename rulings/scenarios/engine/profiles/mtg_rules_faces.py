"""Magic's questions of a double-faced card's face that one sentence of rule 712 answers (PROFILE["ask"]
["rules"], read by sentence_rule.py; each spec's fields are described there): its mana value, whether a
copy of it transforms, what it has outside the battlefield and stack. Data only."""

_COPY = r"\b(?:cop(?:y|ies|ying|ied)|clon(?:e|es|ed|ing))\b"
_WHOSE = r"(?: of)? (?:the |a |an |its |that |my |your |their |his |her |this )?(?:[\w'-]+ ){0,4}?"
_BACK = r"(?:back (?:face|side)|transformed|converted|night (?:face|side)|flipped)\b"
_MELDED = r"(?:melded|meld (?:permanent|creature)|chittering host|brisela|hanweir, the writhing township)\b"
_COPY_OF_BACK = _COPY + _WHOSE + _BACK
_COPY_OF_MELD = _COPY + _WHOSE + _MELDED
# ("keep its mana value instead of 0?" asks of the other value)
_ZERO = r"(?<!instead of )(?<!rather than )(?<!other than )(?<!not )\b(?:0|zero)\b"
_KEPT = r"\bkeeps?\b|\bkept\b|\bretains?\b|\bsame\b|\boriginal\b|\binstead of (?:0|zero)\b"
_SUM = r"\bsum\b|\badd(?:s|ed)?\b|\btotal\b|\bcombined\b|\btogether\b|\bboth front\b"
_FROM_FRONT = r"\bfront(?: face| side|'s)?\b|\bday (?:face|side)\b"

# 712.8c "Its mana value is calculated using the mana cost of its front face." 712.8e "While a transforming
# double-faced permanent has its back face up, … its mana value is calculated using the mana cost of its
# front face. If a permanent is copying the back face of a transforming double-faced permanent …, the mana
# value of that permanent is 0." 712.8g "… its mana value is the sum of the mana values of its front faces.
# If a permanent is copying a melded permanent, the mana value of the copy is 0."
MANA_VALUE = {
    "cite": ["back-mana-value"],
    "subject": "the mana value of a double-faced card's face",
    "quick": r"mana value|\bmv\b|\bcmc\b|mana cost",
    "need": {"text": [r"\bmana value\b|\bmv\b|\bcmc\b|\bconverted mana cost\b"]},
    # a modal card's face has its own (712.8f); outside the battlefield and stack, the front face's (712.8a)
    "refuse": {"text": [r"\bmodal\b|\bmdfcs?\b|\bgraveyard\b|\bhand\b|\blibrary\b|\bexile\b|\bx\b"]},
    # "doesn't use its own mana value — it comes from the front face, right?": the claim, not a denial
    "own": [
        r"\b(?:doesn't|does not|don't|do not|isn't|is not|not) (?:use|have|get|take|keep|based on)\w*"
        r"(?: (?:its|their|the back face's) own)? (?:mana value|mv|mana cost|cmc)\b"
    ],
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [
        {
            "when": {"text": [_COPY_OF_MELD], "asking": [_ZERO]},
            "cite": ["copy-meld-mana-value"],
            "answer": "yes",
        },
        {
            "when": {"text": [_COPY_OF_BACK], "asking": [_ZERO]},
            "cite": ["copy-back-mana-value"],
            "answer": "yes",
        },
        {
            "when": {"text": [_COPY_OF_MELD], "asking": [_SUM + "|" + _KEPT]},
            "cite": ["copy-meld-mana-value"],
            "answer": "no",
        },
        {
            "when": {"text": [_COPY_OF_BACK], "asking": [_KEPT]},
            "cite": ["copy-back-mana-value"],
            "answer": "no",
        },
        # (not "is the copy's mana value the front face's?": a front face's may be 0 as well, red-team tc3)
        # no copy: a melded permanent's is the sum of its front faces', a back face's the front face's
        {
            "when": {"text": [_MELDED], "not_text": [_COPY], "asking": [_SUM]},
            "cite": ["meld-mana-value"],
            "answer": "yes",
        },
        {
            "when": {"text": [_MELDED], "not_text": [_COPY], "asking": [_ZERO]},
            "cite": ["meld-mana-value"],
            "answer": "no",
        },
        {
            "when": {
                "text": [_BACK],
                "not_text": [_COPY, _MELDED],
                "asking": [_FROM_FRONT],
                "not_asking": [_ZERO],
            },
            "answer": "yes",
        },
        {
            "when": {
                "text": [_BACK],
                "not_text": [_COPY, _MELDED],
                "asking": [_ZERO],
                "not_asking": [_FROM_FRONT],
            },
            "answer": "no",
        },
    ],
}

# 712.9 ex. 1 "The Clone will be a copy of the Wildblood Pack. Because the Clone is itself not a transforming
# double-faced card, it can't transform."; card rulings "When a double-sided card is copied, e.g. with a card
# like Clone, … Such copies cannot transform, either." (Not a double-faced card that becomes a copy, ex. 2,
# nor a token, nor a copy cast as a spell, 712.11a.)
COPY_TRANSFORM = {
    "cite": ["copy-cant-transform", "copies-cant-transform"],
    "subject": "whether a copy of a double-faced card transforms",
    "quick": r"transform|convert|flip|over",
    "need": {
        "text": [_COPY],
        "asking": [
            r"\b(?:transform|transforms|transforming|convert|converts|converting|flip|flips|flipping)\b|"
            r"\bturn\w* (?:\w+ )?over\b|\b(?:be|get|gets|become|becomes) (?:transformed|converted)\b"
        ],
    },
    "refuse": {
        "text": [
            r"\bbec(?:ome|omes|ame|oming) a copy\b|\binto a copy\b|\bcytoshape\b|\bkruin outlaw\b|"
            r"\btokens?\b|\bstack\b|"
            r"\bcast\w*|\bspells?\b|\bface[- ]down\b|\bitself (?:a )?(?:transforming )?(?:double|dfc)|"
            r"\bmystic reflection\b|\binvasion\b|\bmeld\w*"
        ],
        "asking": [
            r"\b(?:transformed|back|front|night|day|other) (?:face|side)\b|\bcharacteristics\b|\bmana\b|"
            r"\bpower\b|\bnames?\b|\bcop(?:y|ies|ying) (?:the|its|which)\b"
        ],
    },
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [{"when": {}, "answer": "no"}],
}

# 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield or stack, it
# has only the characteristics of its front face."
FRONT_OUTSIDE = {
    "cite": ["front-outside"],
    "subject": "a double-faced card's characteristics outside the battlefield and stack",
    "quick": r"graveyard|yard|exile|hand|library|deck|outside|sideboard|command",
    "need": {
        "text": [
            r"\bgraveyard\b|\byard\b|\bexiled?\b|\bin (?:my |your |their |the )?(?:hand|library|deck)\b|"
            r"\boutside the game\b|\bsideboard\b|\bcommand zone\b",
            r"\bdouble[- ]?(?:faced|sided)\b|\bdfcs?\b|\btransform\w*|\bback face\b|\bwerewol\w*|"
            r"\bnight side\b",
        ],
        "asking": [
            r"\bcharacteristics?\b|\bnames?\b|\bcolou?rs?\b|\btypes?\b|\bpower\b|\btoughness\b|\bmana\b|\bmv\b|"
            r"\babilit\w*|\bfaces?\b|\bsides?\b"
        ],
    },
    "refuse": {
        "text": [
            r"\bbattlefield\b|\bin play\b|\bstack\b|\bcast\w*|\bspells?\b|\bsee\b|\blook\w*|\breveal\w*|"
            r"\bview\w*|\bshow\w*|\bnam(?:e|ed|ing) (?:a|the|any) card\b|\bchoos\w*|\bsearch\w*|\btutor\w*|"
            r"\bmodal\b|\bmdfc\b|"
            r"\bmeld\w*|\bface[- ]down\b|\bsleeve\w*|\bidentity\b|\bcommander\b|\breturn\w*|\benter\w*|"
            r"\bput (?:it )?onto\b|\bplay(?:s|ed|ing)? (?:it|the|a|as)\b|\bdraft\w*"
        ],
        # what a player may do with the card there (flashback, an ability's cost) is other rules'; the back
        # face's characteristics the scenario reader reads (mtg_ask's subject), with the zone it came from
        "asking": [
            r"back face'?s? characteristics|characteristics of (?:its|the) back face",
            r"\bcan (?:i|you|we|they|he|she|my|your|their)\b|\bflashback\b|\bactivat\w*|\bpay\w*|\bcosts?\b",
        ],
    },
    "denial": {"mode": "turns", "in": "asking"},
    # a face in a condition ("… count as a creature card if its front face is a land?") is the scene
    "forms": [
        {
            "when": {"asking": [_FROM_FRONT], "not_asking": [r"\bback\b|\bboth\b|\beither\b|\bnight\b"]},
            "unconditioned": True,
            "answer": "yes",
        },
        {
            "when": {
                "asking": [r"\bback (?:face|side)\b|\bboth (?:faces|sides)\b|\bnight (?:face|side)\b"],
                "not_asking": [_FROM_FRONT],
            },
            "unconditioned": True,
            "answer": "no",
        },
    ],
}
