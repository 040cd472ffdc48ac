"""Magic's questions a single sentence of its text answers (PROFILE["ask"]["rules"], read by
sentence_rule.py; each spec's fields are described there). Data only."""

# 712.21 "If a melded permanent leaves the battlefield, one permanent leaves the battlefield and two
# cards are put into the appropriate zone." Its example: "Chittering Host, a melded permanent, dies. An
# ability that triggers “whenever a creature dies” triggers once. An ability that triggers “whenever a
# card is put into a graveyard from anywhere” triggers twice." A trigger that counts a permanent (a
# creature dying, a permanent leaving) sees one; one that counts cards put into a zone sees two.
_MELDED = r"\bmelded\b|\bmeld (?:permanent|creature)s?\b|\bchittering host\b|\bbrisela\b"
_LEAVES = (
    r"\b(?:dies|died|die|dying|destroyed|killed|sacrificed?|exil(?:e|es|ed|ing)|"
    r"(?:hits|hit|lands in|landed in|ends up in|ended up in) the graveyard|"
    r"(?:leaves|left|leaving) the battlefield|"
    r"(?:goes|go|went|put|gets put|is put|sent) (?:in)?to "
    r"(?:the |a |my |your |its owner's |their )?graveyard)\b"
)
_TRIGGER = r"\btrigger\w*|\bgo(?:es)? off\b|\bfires?\b"
# what the trigger counts: cards moved, or a creature / permanent that dies or leaves
_COUNTS_CARDS = (
    r"\bcards?\b(?: [\w'-]+){0,2}? (?:is |are |gets |get )?(?:put|goes|go|placed|moved?|leaves?)\b"
)
_COUNTS_PERMANENTS = r"\b(?:creature|permanent)s? (?:dies|die|leaves|leave)\b"
_TWICE = (
    r"\btwice\b|\btwo times\b|\b(?:two|2|both|separate) (?:triggers|times)\b|\bfor each card\b|\bper card\b"
)
# ("does that one trigger twice?" names the trigger: "that one" is no count)
_ONCE = r"\bonce\b|\bone time\b|\b(?:(?<!that )(?<!this )(?<!the )one|a single|just one|only one) trigger\b"

MELD_LEAVES = {
    "cite": ["meld-dies-triggers", "meld-leaves"],
    "subject": "how often a melded permanent leaving triggers",
    "quick": r"trigger|go(?:es)? off|fire",
    # (the example speaks of a death and the graveyard: of another zone, "put into exile", nothing is read)
    "need": {"text": [_MELDED, _LEAVES, _TRIGGER]},
    "refuse": {"text": [r"\bexil\w*|\blibrary\b|\bhand\b|\bcommand zone\b"]},
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [
        {
            "when": {
                "text": [_COUNTS_CARDS],
                "not_text": [_COUNTS_PERMANENTS],
                "asking": [_TWICE],
                "not_asking": [_ONCE],
            },
            "answer": "yes",
        },
        {
            "when": {
                "text": [_COUNTS_CARDS],
                "not_text": [_COUNTS_PERMANENTS],
                "asking": [_ONCE],
                "not_asking": [_TWICE],
            },
            "answer": "no",
        },
        {
            "when": {
                "text": [_COUNTS_PERMANENTS],
                "not_text": [_COUNTS_CARDS],
                "asking": [_TWICE],
                "not_asking": [_ONCE],
            },
            "answer": "no",
        },
        {
            "when": {
                "text": [_COUNTS_PERMANENTS],
                "not_text": [_COUNTS_CARDS],
                "asking": [_ONCE],
                "not_asking": [_TWICE],
            },
            "answer": "yes",
        },
    ],
}

# 712.21a "If a melded permanent is put into its owner's graveyard or library, that player may arrange the
# two cards in any order. If it's put into its owner's library, that player doesn't reveal the order."
_ORDER = r"\border\w*\b|\barrang\w*|\bsequence\b"
_REVEALS = r"\breveal\w*|\bshow\w*|\bpublic\b|\bsee\b|\bknow\b"
_WITHOUT_REVEALING = r"\bwithout (?:reveal\w*|show\w*|letting)\b|\bin secret\b|\bsecretly\b|\bhidden\b"
_LIBRARY = r"\blibrary\b|\bdeck\b"
MELD_ORDER = {
    "cite": ["meld-order"],
    "subject": "the order of a melded permanent's two cards",
    "quick": r"order|arrang|sequence",
    "need": {"text": [_MELDED, r"\bgraveyard\b|\byard\b|" + _LIBRARY], "asking": [_ORDER]},
    # exiled, its two cards get a timestamp order (712.21b), another rule's
    "refuse": {"text": [r"\bexil\w*|\btimestamp\b"]},
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [
        {
            "when": {"text": [_LIBRARY], "asking": [_WITHOUT_REVEALING]},
            "cite": ["meld-order", "meld-order-hidden"],
            "answer": "yes",
        },
        {
            "when": {"text": [_LIBRARY], "asking": [_REVEALS]},
            "cite": ["meld-order-hidden"],
            "answer": "no",
        },
        {
            # "any order": no set one ("do I have to keep them in a set order?")
            "when": {"asking": [r"\b(?:set|fixed|specific|particular|certain|same|original) order\b"]},
            "answer": "no",
        },
        {
            # the owner arranges them: "do I get to choose", "can I put them in any order" (not what they
            # have to do: "do I have to order them?")
            "when": {
                "asking": [r"\b(?:i|me|my|owner|its owner|you|player)\b"],
                "not_asking": [
                    _REVEALS,
                    r"\b(?:opponent|they|them|he|she|random\w*)\b",
                    r"\b(?:have|has|need|needs) to\b|\bmust\b|\brequired\b|\bforced\b",
                ],
            },
            "answer": "yes",
        },
    ],
}

# 712.21c "If an effect can find the new object that a melded permanent becomes as it leaves the
# battlefield, it finds both cards. … If that effect causes actions to be taken upon those cards, the
# same actions are taken upon each of them." (Its examples: Otherworldly Journey returns both, each with
# a +1/+1 counter; False Demise returns both; Mimic Vat's controller "makes a single choice and both
# cards … are either exiled or not.")
# (not "one of the two cards")
_BOTH = r"\bboth\b|\beach\b|(?<!of the )\btwo cards\b|(?<!of )\bthe two\b|\bthem all\b"
_ONE_OF = (
    r"\b(?:just|only) (?:one\b|[a-z]+ [a-z]+ (?:and|but) (?:leave|keep|not)\b)|\bone (?:half|card|of them)\b|"
    r"\bsplit\b|\bseparately\b|\bthe other\b|\bwhile the other\b"
)
MELD_BOTH = {
    "cite": ["meld-both", "meld-same-actions"],
    "subject": "what an effect does to a melded permanent's two cards",
    "quick": r"both|each|two|just|only|one|other|split|separate",
    "need": {
        # an effect that acts on the cards: by what it is, or by the names of the rule's examples
        "text": [
            _MELDED,
            _LEAVES + r"|\bleaves\b",
            r"\beffects?\b|\babilit(?:y|ies)\b|\btrigger\w*|\bspells?\b|\binstant\b|\baura\b|"
            r"\botherworldly journey\b|\bfalse demise\b|\bmimic vat\b",
        ],
        "asking": [r"\b(?:return\w*|come back|comes back|came back|brings? back|brought back|exil\w*)\b"],
    },
    # where the two go when replacement effects apply is 712.21d's; their order, 712.21a's; what they
    # keep, other rules'
    "refuse": {
        "text": [r"\breplace\w*|\binstead\b|\bleyline\b", _ORDER],
        "asking": [r"\bkeep\w*|\bkept\b|\bstay\w*|\bremain\w*|\bretain\w*|\blos[et]\w*"],
    },
    "denial": {"mode": "turns", "in": "asking"},
    # the example of the card the question names is quoted too
    "forms": [
        {
            "when": {"text": [card], "asking": [asked], "not_asking": [other]},
            "cite": [*example, "meld-same-actions"],
            "answer": answer,
        }
        for card, example in (
            (r"\botherworldly journey\b", ["meld-journey"]),
            (r"\bfalse demise\b", ["meld-demise"]),
            (r"\bmimic vat\b|\bvat\b", ["meld-vat"]),
            (r"", ["meld-both"]),
        )
        for asked, other, answer in ((_ONE_OF, _BOTH, "no"), (_BOTH, _ONE_OF, "yes"))
    ],
}

# 712.21b "If a player exiles a melded permanent, that player determines the relative timestamp order of
# the two cards at that time." Its example: "Duplicant's controller chooses whether the last creature
# card exiled is Midnight Scavengers or Graf Rats."
MELD_EXILED = {
    "cite": ["meld-exiled", "meld-exiled-example"],
    "subject": "who orders a melded permanent's two cards as it is exiled",
    "quick": r"exil",
    "need": {
        "text": [_MELDED, r"\bexil\w*"],
        "asking": [
            r"\b(?:pick|choose|chose|chosen|chooses|decide|decides|determine|determines|select|get to say)\b",
            # the rule's own order ("timestamp", "the last … exiled"), not any order of the cards
            r"\btimestamp\b|\blast\b",
        ],
    },
    "refuse": {"asking": [r"\b(?:opponent|owner|random\w*|both players)\b"]},
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [{"when": {}, "answer": "yes"}],
}
