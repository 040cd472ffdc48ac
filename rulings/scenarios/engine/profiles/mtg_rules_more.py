"""More of Magic's questions a single sentence of rule 712 answers (PROFILE["ask"]["rules"], read by
sentence_rule.py; each spec's fields are described there), and the sentences they quote. Data only."""

from rulings.scenarios.engine.profiles.rule_words import CAN

_DOC = "double-faced-cards"  # the wiki page the card rulings are on

CITATIONS = {
    "meld-pairs": ("712.5", "There are six specific meld pairs."),
    "meld-pair-a": ("712.5a", "Midnight Scavengers and Graf Rats meld to form Chittering Host."),
    "meld-pair-b": (
        "712.5b",
        "Hanweir Garrison and Hanweir Battlements meld to form Hanweir, the Writhing Township.",
    ),
    "meld-pair-c": (
        "712.5c",
        "Bruna, the Fading Light and Gisela, the Broken Blade meld to form Brisela, Voice of Nightmares.",
    ),
    "meld-pair-d": (
        "712.5d",
        "Phyrexian Dragon Engine and Mishra, Claimed by Gix meld to form Mishra, Lost to Phyrexia.",
    ),
    "meld-pair-e": (
        "712.5e",
        "The Mightstone and Weakstone and Urza, Lord Protector meld to form Urza, Planeswalker.",
    ),
    "meld-pair-f": (
        "712.5f",
        "Argoth, Sanctum of Nature and Titania, Voice of Gaea meld to form Titania, Gaea Incarnate.",
    ),
    "gray-pt-reminder": (
        "712.2c",
        "The front face of a transforming double-faced card whose back face is a creature has the back "
        "face’s power and toughness printed in gray above the power and toughness box. This is reminder "
        "text and has no effect on game play.",
    ),
    "hint-bar-reminder": (
        "712.3c",
        "Each face of a modal double-faced card includes a hint bar in the lower left corner with "
        "information about the opposite face. This is reminder text and has no effect on game play.",
    ),
    "copy-cant-transform": (
        "712.9.ex1",
        "The Clone will be a copy of the Wildblood Pack. Because the Clone is itself not a transforming "
        "double-faced card, it can’t transform.",
    ),
    "copies-cant-transform": (
        _DOC,
        "card-rulings.3",
        "When a double-sided card is copied, e.g. with a card like Clone, only the characteristics of the "
        "face that is currently visible upon copying are copied. Such copies cannot transform, either.",
    ),
    "meld-counts-objects": (
        "712.21e",
        "If an effect needs to know the number of objects that changed zones, a melded permanent among "
        "those objects counts as one object that moved.",
    ),
    "sleeves-substitute": (
        "712.7",
        "To do this, the owner of a double-faced card may use completely opaque card sleeves and/or a "
        "substitute card (see rule 713).",
    ),
}

# 712.5 "There are six specific meld pairs." and 712.5a–f name them: two cards meld to form a third. A
# question naming two (or three) cards of one pair as melding, forming or pairing: yes; naming cards of
# two pairs: no (the six are all there are). The names are written out whole: "Gisela, Blade of
# Goldnight" and "Bruna, Light of Alabaster" are other cards.
_PAIRS = {
    "a": (r"\bmidnight scavengers\b", r"\bgraf rats\b", r"\bchittering host\b"),
    "b": (r"\bhanweir garrison\b", r"\bhanweir battlements\b", r"\bhanweir,? the writhing township\b"),
    "c": (r"\bbruna,? the fading light\b", r"\bgisela,? the broken blade\b", r"\bbrisela\b"),
    "d": (r"\bphyrexian dragon engine\b", r"\bmishra,? claimed by gix\b", r"\bmishra,? lost to phyrexia\b"),
    "e": (r"\bmightstone and weakstone\b", r"\burza,? lord protector\b", r"\burza,? planeswalker\b"),
    "f": (r"\bargoth,? sanctum of nature\b", r"\btitania,? voice of gaea\b", r"\btitania,? gaea incarnate\b"),
}
_ANY_PAIR = "|".join(p for names in _PAIRS.values() for p in names)


def _same_pair_forms() -> list[dict]:
    forms = []
    for key, names in _PAIRS.items():
        others = [p for k, ns in _PAIRS.items() if k != key for p in ns]
        for i, j in ((0, 1), (0, 2), (1, 2)):
            forms.append(
                {
                    "when": {"text": [names[i], names[j]], "not_text": others},
                    "cite": [f"meld-pair-{key}"],
                    "answer": "yes",
                }
            )
    return forms


def _cross_pair_forms() -> list[dict]:
    keys = sorted(_PAIRS)
    return [
        {
            "when": {"text": ["|".join(_PAIRS[a]), "|".join(_PAIRS[b])]},
            "cite": ["meld-pairs", f"meld-pair-{a}", f"meld-pair-{b}"],
            "answer": "no",
        }
        for n, a in enumerate(keys)
        for b in keys[n + 1 :]
    ]


MELD_PAIRS = {
    "cite": ["meld-pairs"],
    "subject": "which cards meld together",
    "quick": r"meld|form|make|pair|combin|counterpart|partner",
    "need": {
        "text": [_ANY_PAIR],
        "asking": [
            r"\bmeld\w*|\bform(?:s|ed|ing)?\b|\bmak(?:e|es|ing)\b|\bmade (?:of|from|up)\b|\bpair\w*|"
            r"\bcombin\w*|\bcounterparts?\b|\bpartners?\b|\bput together\b"
        ],
    },
    # what a melded permanent does or has is other rules' (712.21, 712.8g …)
    "refuse": {
        # who controls or owns the cards, told anywhere (the scene too): the meld ability's own terms
        "text": [r"\bcontrol\w*|\bown(?:s|ed|er)?\b|\bopponent\w*|\bopp\b|\banother player\b|\bteammates?\b"],
        "asking": [
            r"\bdies?\b|\bdied\b|\bleav\w*|\bexil\w*|\bgraveyard\b|\blibrary\b|\btrigger\w*|\bmana\b|\bmv\b|"
            r"\border\b|\breturn\w*|\bnam(?:e|ing)\b|\bcop(?:y|ies|ying)\b|\bcount\w*|\bstack\b|\bcast\w*|"
            # what the meld ability needs (attacking, controlling, owning) is the card's own text
            r"\battack\w*|\bcontrol\w*|\bown(?:s|ed|er)?\b|\babilit\w*|\bactivat\w*|\bneed\w*|\bhave to\b|"
            r"\bmust\b|\brequire\w*|\bwork\w*|\bcondition\w*|"
            r"\bcharacteristics?\b|\btransform\w*|\bface[- ]down\b",
            # the meld told in a leading clause ("After … meld into Chittering Host, does it have …?"), or
            # what the melded card has or gets, asks of that card, not of the pair (red-team r14)
            r"^\W*(?:after|when|whenever|once|if|as soon as|while|since|now that)\b[^,?]*,|"
            r"\bha(?:ve|s)\b(?! to\b)|\b(?:gains?|gets?|keywords?)\b",
        ],
    },
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [*_same_pair_forms(), *_cross_pair_forms()],
}

# 712.2c / 712.3c: the gray power and toughness on a transforming card's front face, and a modal card's
# hint bar, are "reminder text and ha[ve] no effect on game play".
_NO_EFFECT = (
    r"\breminder\b|\bno (?:effect|impact|bearing|rules? (?:effect|meaning))\b|"
    r"\b(?:purely|just|only) (?:informational|cosmetic|a reminder|for (?:reference|information))\b|"
    r"\bflavou?r\b|\bignor\w*"
)
_AFFECTS = r"\b(?:affects?|effects?|impacts?|matters?|changes?|counts?|appl(?:y|ies)|binding|real rules?)\b"
REMINDER_TEXT = {
    "cite": ["hint-bar-reminder"],
    "subject": "text printed only as a reminder",
    "quick": r"hint|gr[ae]y",
    "need": {
        "text": [
            r"\bhint[- ]?bars?\b|"
            r"\b(?:power and toughness|p/t|stats|numbers?) (?:\w+ ){0,3}?(?:in |printed )?gr[ae]y\b|"
            r"\bgr[ae]y (?:power|p/t|numbers?|stats)\b"
        ]
    },
    # a value that becomes the printed numbers ("does its power change to the gray numbers when it
    # transforms?") asks of the permanent's power (712.8e), not of the reminder's effect (red-team r14)
    "refuse": {"asking": [r"\bchang\w* (?:to|into)\b|\bbecom\w*|\bturn\w* into\b|\bequal\w*|\bmatch\w*"]},
    # "it isn't real rules text, is it just reminder text?": the claim the rule makes, no denial to count
    "own": [
        r"\b(?:isn't|is not|aren't|are not|not)(?: \w+){0,2}? (?:real|actual|binding) rules?(?: text)?\b"
    ],
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [
        {"when": {"text": [hint], "asking": [asked]}, "cite": [cite], "answer": answer}
        for asked, answer in ((_NO_EFFECT, "yes"), (_AFFECTS, "no"))
        for hint, cite in ((r"\bhint", "hint-bar-reminder"), (r"\bgr[ae]y\b", "gray-pt-reminder"))
    ],
}

# 712.21e "If an effect needs to know the number of objects that changed zones, a melded permanent among
# those objects counts as one object that moved. If the effect needs to know the number of cards that
# changed zones, that melded permanent counts as two cards that moved." What is counted decides: objects
# (or permanents) one, cards two. (A trigger counting is 712.21's example, meld_leaves.)
_MELDED = r"\bmelded\b|\bmeld (?:permanent|creature)s?\b|\bchittering host\b|\bbrisela\b"
_COUNTED = r"\b(?:number of|how many|count\w*|counting|tall(?:y|ies))(?: [\w'-]+){0,2}? (?:the )?"
_OBJECTS = _COUNTED + r"(?:objects|permanents)\b"
_CARDS = _COUNTED + r"cards\b"
# ("more than one object" is two; "at least one", "at most two" say nothing of which)
_AS_TWO = r"\b(?:two|2|double|twice|both|multiple|several)\b|\b(?:more than|over) (?:one|1|a single)\b"
_AS_ONE = r"(?<!than )(?<!over )\b(?:one|1|single|once)\b|\b(?:less|fewer) than (?:two|2)\b"
_UNDECIDED = r"\bat (?:least|most)\b"
MELD_COUNTS = {
    "cite": ["meld-counts-objects", "meld-counts"],
    "subject": "how a melded permanent is counted among things that changed zones",
    "quick": r"count|number|many|tall",
    "need": {
        "text": [
            _MELDED,
            _OBJECTS + "|" + _CARDS,
            r"\bzones?\b|\bmov\w*|\bleav\w*|\bleft\b|\bdie\w*|\bexil\w*",
        ]
    },
    "refuse": {"text": [r"\btrigger\w*|\bgo(?:es)? off\b|\bmana\b"], "asking": [_UNDECIDED]},
    "wh": False,
    "denial": {"mode": "turns", "in": "asking"},
    "forms": [
        {
            "when": {"text": [counted], "not_text": [other], "asking": [asked], "not_asking": [not_asked]},
            "cite": [cite],
            "answer": answer,
        }
        for counted, other, cite, yes_words, no_words in (
            (_OBJECTS, _CARDS, "meld-counts-objects", _AS_ONE, _AS_TWO),
            (_CARDS, _OBJECTS, "meld-counts", _AS_TWO, _AS_ONE),
        )
        for asked, not_asked, answer in ((yes_words, no_words, "yes"), (no_words, yes_words, "no"))
    ],
}

# 712.7 "Players must ensure that double-faced cards in hidden zones are indistinguishable from other cards
# in the same zone. To do this, the owner of a double-faced card may use completely opaque card sleeves
# and/or a substitute card": whether a player needs (or may use) them, yes.
SLEEVES = {
    "cite": ["hidden-zones", "sleeves-substitute"],
    "subject": "keeping double-faced cards indistinguishable in hidden zones",
    "quick": r"sleeve|substitute|checklist",
    "need": {
        "text": [
            r"\bdouble[- ]?(?:faced|sided)\b|\bdfcs?\b|\bmdfcs?\b|\btransform\w*|\bmeld\w*",
            r"\bsleeve[sd]?\b|\bsubstitute\b|\bchecklist\b",
        ],
        # what is asked is the sleeve or card itself: needed, or allowed
        "asking": [
            CAN + r"|\bneed\w*|\bmust\b|\bha(?:ve|s) to\b|\brequired?\b|\bshould\b|\buse\b|\bok\b",
            r"\bsleeve[sd]?\b|\bsubstitute\b|\bchecklist\b",
        ],
    },
    # not whether a sleeve may be see-through, or both must be used, or in a zone all can see
    "refuse": {
        "text": [
            r"\bwithout\b|\bunsleeved\b|\bclear\b|\btransparent\b|\bsee[- ]through\b|\bboth\b|"
            r"\bbattlefield\b|"
            r"\bgraveyard\b|\bexile\b|\bstack\b|\bdraft\w*|\bonly\b|\bprox(?:y|ies)\b|"
            # a tournament's own rules (712.7 "Sanctioned tournaments have additional rules")
            r"\brel\b|\btournaments?\b|\bcompetitive\b|\bprofessional\b|\bsanctioned\b|\bofficial\b|"
            r"\bgrand prix\b|\bgp\b|\bpro tour\b|\bfnm\b|\bevents?\b|\bprerelease\b|"
            # which cards must be sleeved (a sideboard, the whole deck) is a tournament's rule too
            r"\bsideboard\b|\bwhole\b|\bentire\b|\ball (?:of )?(?:my|your|their|the)\b|"
            r"\bsleeve[sd]? and\b|\b(?:substitute|checklist)(?: cards?)? and\b"
        ],
        # what the card stands for, shown or told to whom, is not 712.7's
        "asking": [
            r"\bshow\w*|\breveal\w*|\btell\w*|\bopponent\b|\bwhich\b|\bmark\w*|\bsee\b|"
            r"\blook\w* (?:at|through)\b|\bdraw\w*",
            # 712.7 "may use … sleeves and/or a substitute card": either one will do, so one of them alone
            # asked as required ("Am I required to use sleeves …?") is not said (red-team r14)
            r"^(?![^?]*\bor\b)[^?]*\b(?:need\w*|must|ha(?:ve|s) to|required?|mandatory|obligat\w*)\b",
        ],
    },
    # "… so they can't be told apart": what 712.7 asks of them, no denial
    "own": [r"\b(?:can't|cannot|can not) be (?:told apart|distinguished)\b"],
    "denial": {"mode": "refuse", "in": "asking"},
    "forms": [{"when": {}, "answer": "yes"}],
}
