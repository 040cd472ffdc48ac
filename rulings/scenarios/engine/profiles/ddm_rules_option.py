"""ddm: the sentences of "Anatomía de las cartas" on how long an Option card's effect lasts and what an
unmet “Cuando estas” does (2.2.3, 2.2.7, 2.2.8), read by sentence_rule.py (ddm_rules_more.py lists them).
Data only."""

# The question's own "not", in Spanish or English ("¿No se puede …?", "no cuenta", "isn't"); a "no" of having
# ("no tiene …") names what a thing lacks.
DENIAL = r"n't\b|\bnot\b|\bnever\b|\bno\b(?! (?:tiene|tienen|posee\w*|lleva\w*|hay)\b)|\bnunca\b|\bjam[aá]s\b"
# "¿(No) es cierto que …?", "Is it true that …?": the claim's frame asks the claim; its "no" is no denial.
CLAIM = (
    r"^\W*(?:no )?es (?:cierto|verdad|correcto) que\b|\b(?:is it|isn't it|is it not) (?:true|correct) that\b"
)

# 2.2.7 "Si dicha carta indica “Cuando estas” antes de un efecto pero no se cumplen los requisitos para el
# efecto, no podrá usarse él mismo. Como no es un requisito en sí, la Option Card no se enviará al Dark
# Area.":
# the card sent to the Dark Area, no; the effect used, no; the card staying, yes
_WHEN_THESE = r"[\"“'‘]?\bcuando estas?\b|[\"“'‘]?\bwhen these\b"
_FAILS = (
    r"\bno (?:se )?(?:cumpl\w*|d[aá]n?|satisf\w*)|\bincumpl\w*|\bfall\w*|(?:\bnot|n't) (?:been )?"
    r"(?:met|true|fulfilled|satisfied)\b|\bunmet\b|\bfail\w*|\bno longer\b|\bdej\w* de cumplirse\b"
)
_TO_DARK_AREA = (
    r"\bdark area\b|\b[aá]rea oscura\b|\bdescart\w*|\bdiscard\w*|\btrash\w*|\benv[ií]\w*|\bmand\w*|\bsent\b|"
    r"\bsend\w*|\bgo(?:es)?\b|\bva\b|\bvan\b|\bleave\w*|\bsale\w*"
)
_STAYS = r"\bqued\w*|\bpermanec\w*|\bsigue\w*|\bstay\w*|\bremain\w*|\bkeep\w*|\bmant[ie]\w*"
_USED = (
    r"\bus\w*|\butiliz\w*|\baplic\w*|\bappl\w*|\bresolv\w*|\bactiv\w*|\bfunciona\w*|\bwork\w*|"
    r"\btake\w* effect\b"
)
WHEN_THESE_RULE = {
    "cite": ["when-these"],
    "subject": "a “Cuando estas” effect whose requirements are not met",
    "quick": r"cuando esta|when these",
    "asking": "after_condition",
    "need": {"text": [_WHEN_THESE, _FAILS]},
    "own": [CLAIM, _FAILS],
    # a denied question ("¿La Option Card no se envía …?") is left: which way a "sí" points is not sure
    "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
    "forms": [
        {"when": {"asking": [_TO_DARK_AREA, _STAYS]}, "answer": None},
        {"when": {"asking": [_TO_DARK_AREA]}, "answer": "no"},
        {"when": {"asking": [_STAYS]}, "answer": "yes"},
        {"when": {"asking": [_USED]}, "answer": "no"},
    ],
}

# 2.2.3 "el efecto de esta carta solo suele permanecer durante la Phase en la que fue activada, a menos de que
# la carta diga lo contrario." and 2.2.8 "Para las cartas que no indican ningún marco de límite, se enviaran
# al
# Dark Area al final de la fase en la que se activó.": an effect lasting into a later phase, no; the card
# with no
# limit frame going to the Dark Area when its phase ends, yes. A card that says how long it lasts ("hasta el
# final de la vida útil", a number of turns) is another rule's.
_LATER_PHASE = (
    r"\b(?:siguiente|pr[oó]xima|otra) fase\b|\bfase (?:siguiente|pr[oó]xima)\b|\bnext (?:phase|turn)\b|"
    r"\bsiguiente turno\b|\bpr[oó]ximo turno\b|\b(?:after|beyond|past) (?:the |that |this |its )?phase\b|"
    r"\bdespu[eé]s de (?:la|esa|esta) fase\b|\bfollowing phase\b|\blater phases?\b"
)
_PHASE_END = (
    r"\b(?:final|fin) de (?:la|esa|esta|su) fase\b|\bend of (?:the|that|this|its) phase\b|\bphase ends\b|"
    r"\bfase (?:termina|acaba|finaliza)\b|\b(?:termin|acab|finaliz)\w* (?:la|esa|esta|su) fase\b|"
    r"\bwhen (?:the|that|this) phase (?:is )?over\b"
)
_LASTS = (
    r"\bsigue\w*|\bsiguen\b|\bcontin[uú]\w*|\bdur\w*|\bpermanec\w*|\blast\w*|\bpersist\w*|\bcarr\w* over\b|"
    r"\bstay\w*|\bremain\w*|\bactiv\w*|\bstill\b"
)
_SAYS_HOW_LONG = (
    r"\bvida\b|\blife\w*|\bturnos?\b|\bturns\b|\bhasta\b|\buntil\b|\blo contrario\b|\botherwise\b|"
    r"\b(?:dice|says|indica|indicates|states) (?:que )?(?:dura|lasts|permanece|stays|remains)\b|"
    r"\b(?:con|with)(?: un| a)? (?:marco de )?l[ií]mite\b(?! de)|\bwith (?:a )?limit\b"
)
_SILENT = (
    r"\bno dice nada\b|\bno (?:dice|indica|menciona) (?:nada|cu[aá]nto)|\bsays nothing\b|\bdoesn't say\b|"
    r"\bnothing else\b|\bno (?:other )?duration\b|\bnada (?:de|sobre) (?:la )?duraci[oó]n\b|\bno (?:text|"
    r"wording)\b|"
    r"\bsilent\b"
)
_NO_LIMIT = (
    r"\b(?:sin|no|without|ning[uú]n|not? any)\b(?: \w+){0,3}? (?:marco de )?(?:l[ií]mite|limit)\b"
    r"(?: frame| field| box)?"
)
PHASE_RULE = {
    "cite": ["phase-only", "no-limit"],
    "subject": "how long an Option card's effect lasts",
    "quick": r"fase|phase",
    "asking": "after_condition",
    "need": {
        "text": [r"\boption\b|\bopci[oó]n\b|\bcartas?\b|\bcards?\b|\bplug-?in\b|\befect\w*|\beffects?\b"]
    },
    "own": [CLAIM, _NO_LIMIT, _SILENT],
    "refuse": {
        "text": [_SAYS_HOW_LONG, r"\brequisit\w*|\brequirement\w*|\bcost\w*|\bcuando estas?\b|\bwhen these\b"]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        # "a menos de que la carta diga lo contrario": only when the question says the card says nothing else
        {
            "when": {
                "text": [rf"{_SILENT}|{_NO_LIMIT}"],
                "asking": [_LATER_PHASE, _LASTS],
                "not_asking": [_TO_DARK_AREA],
            },
            "answer": "no",
        },
        {
            "when": {
                "text": [_NO_LIMIT],
                "asking": [
                    _PHASE_END,
                    r"\bdark area\b|\b[aá]rea oscura\b|\benv[ií]\w*|\bsent\b|\bgo(?:es)?\b|\bva\b",
                ],
            },
            "answer": "yes",
            "cite": ["no-limit"],
        },
    ],
}
