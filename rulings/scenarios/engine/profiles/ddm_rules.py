"""ddm: the sentences of "Anatomía de las cartas" that answer a question on their own (sentence_rule.py).

2.2.5 "Si el costo indica que se debe DESCARTAR LA MANO y nos encontramos con 0 cartas en mano cuando la
carta se encuentra boca arriba, dicho costo no se encuentra cubierto por lo que no se podrá activar la
carta.": an empty hand, however it is said ("0 cartas", "no tengo cartas", "la mano vacía", "no cards in
hand"), does not pay a cost of discarding it.

2.2 "Cuando una Option Card dice “Sólo puedes poner una sola de estas cartas en tus slots”, podrás colocar
más de una carta en estos pero solo poner boca arriba y activar UNA SOLA a la vez. “Una sola de estas
cartas” se refiere a las cartas con el mismo número de carta, por lo que puedes activar dos cartas con el
mismo nombre pero con diferente número al mismo tiempo.": more than one in the slots, yes; two copies of
one number face up or active at once, no; two of one name but different numbers at once, yes.
"""

# The question's own "not" of the verb asked, in English or Spanish ("¿No se puede activar?").
_DENIAL = (
    r"n't\b|\bnot\b|\bnever\b|\bno (?:se |lo |la |las |los |me |te )?"
    r"(?:pued\w*|pod\w*|activ\w*|coloc\w*|pon\w*)\b"
)
_DISCARD_HAND = (
    r"\b(?:descart\w*|discard\w*) (?:(?:toda|la|tu|mi|su|your|my|the|whole|entire|their|his|her) )*"
    r"(?:mano|hand)\b"
)
_EMPTY = (
    r"\b(?:0|cero|zero|ninguna|no) cartas?\b|\bno (?:tengo|tienes|tiene|tenemos|hay|me quedan|quedan)"
    r" (?:ninguna )?cartas?\b|\bsin cartas\b|\bmano (?:est[aá] |queda |quedo )?vac[ií]a\b|"
    r"\bempty[- ]hand\w*|\bhand is empty\b|\bno cards\b|\b0 cards\b|\bzero cards\b|"
    r"\bnothing in (?:my |your )?hand\b"
)
_EMPTY_HAND = {
    "cite": ["discard-empty-hand"],
    "subject": "whether the card can be activated",
    "quick": r"descart|discard",
    "asking": "after_condition",
    "need": {
        "text": [_DISCARD_HAND, _EMPTY],
        "asking": [
            r"\bactiv\w*|\bus(?:e|ed|ar|arla|arlo)\b|\bjuga\w*|\bplay\w*|\bpag\w*|\bpa(?:y|id)\b|cubiert|\bcover\w*"
        ],
    },
    # what becomes of the card (2.2.5's other sentence); another player's empty hand
    "refuse": {
        "asking": [r"\bdark area\b|\bárea oscura\b|\bva\b|\bgoes\b|\bsent\b|\benv[ií]\w*"],
        "text": [r"\b(?:rival|oponente|opponent|contrincante)\w*"],
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": _DENIAL},
    "forms": [{"answer": "no"}],
}

# The card's own words, quoted or not: "Sólo puedes poner una sola de estas cartas en tus slots", "You can
# only put one of these cards in your slots", "only one of these may be in my slots".
_ONLY_ONE = (
    r"[“\"'‘]?(?:s[oó]lo puedes poner )?una sola de estas cartas(?: en tus slots)?[”\"'’]?|"
    r"[“\"'‘]?(?:you can )?only (?:put )?one of these(?: cards)?(?: (?:may|can) be)?"
    r"(?: in (?:my|your) slots)?[”\"'’]?"
)
_SAME_NUMBER = r"\b(?:mism[oa]s? n[uú]meros?|same (?:card )?number|copias?|cop(?:y|ies))\b"
_OTHER_NUMBER = (
    r"\b(?:(?:distint|diferent|otr)[oae]s? n[uú]mero|n[uú]meros? (?:distint|diferent)\w*|"
    r"(?:different|diferentes?|distint[oa]s?) (?:card )?numbers?)"
)
_SAME_NAME = r"\b(?:mism[oa] nombre|same name)\b"
_ACTIVE = r"\bactiv\w*|\bboca arriba\b|\bface[- ]?up\b|\bvolte\w*"
_AT_ONCE = r"\b(?:a la vez|al mismo tiempo|at (?:the same time|once)|simult[aá]ne\w*|together|juntas)\b"
_SEVERAL = (
    r"\b(?:dos|tres|cuatro|ambas|ambos|both|two|three|four|[2-9]|m[aá]s de una|more than one|varias|"
    r"several)\b"
)
_SLOTS = r"\b(?:slots?|ranuras?)\b"
_ONLY_ONE_RULE = {
    "cite": ["only-one-set", "only-one-number"],
    "subject": "how many of these cards",
    "quick": r"sola|only one|n[uú]mero|number|cop(?:y|ies|ia)",
    "need": {"text": [rf"{_ONLY_ONE}|{_SAME_NUMBER}|{_OTHER_NUMBER}", _SEVERAL]},
    # the card's words (they say "poner … en tus slots") and a condition ("as long as only one is face up")
    # are no part of what is asked
    "own": [
        _ONLY_ONE,
        r"\b(?:as long as|so long as|provided|siempre (?:y cuando|que)|con tal (?:de )?que)\b[^?,.]*",
    ],
    "denial": {"in": "asking", "mode": "turns", "pattern": _DENIAL},
    "forms": [
        {"when": {"rest": [_SAME_NUMBER, _OTHER_NUMBER]}, "answer": None},  # both said: not sure which
        {"when": {"rest": [_OTHER_NUMBER, _ACTIVE, _AT_ONCE]}, "answer": "yes", "cite": ["only-one-number"]},
        {
            "when": {
                "text": [_ONLY_ONE],
                "rest": [_ACTIVE, _AT_ONCE],
                "not_rest": [_SAME_NAME, _OTHER_NUMBER],
            },
            "answer": "no",
        },
        {"when": {"rest": [_SAME_NUMBER, _ACTIVE, _AT_ONCE], "not_rest": [_OTHER_NUMBER]}, "answer": "no"},
        {
            "when": {
                "text": [_ONLY_ONE],
                "rest": [r"\b(?:coloc\w*|pon\w*|poner|ten\w*|set|put|have|place\w*|keep)\b", _SLOTS],
                "not_rest": [_ACTIVE],
            },
            "answer": "yes",
            "cite": ["only-one-set"],
        },
    ],
}

RULES = {"discard_empty_hand": _EMPTY_HAND, "only_one_of_these": _ONLY_ONE_RULE}

CITATIONS = {
    "discard-empty-hand": (
        "2.2.5",
        "Si el costo indica que se debe DESCARTAR LA MANO y nos encontramos con 0 cartas en mano cuando la "
        "carta se encuentra boca arriba, dicho costo no se encuentra cubierto por lo que no se podrá activar "
        "la carta.",
    ),
    "only-one-set": (
        "2.2",
        "Cuando una Option Card dice “Sólo puedes poner una sola de estas cartas en tus slots”, podrás "
        "colocar más de una carta en estos pero solo poner boca arriba y activar UNA SOLA a la vez.",
    ),
    "only-one-number": (
        "2.2",
        "“Una sola de estas cartas” se refiere a las cartas con el mismo número de carta, por lo que puedes "
        "activar dos cartas con el mismo nombre pero con diferente número al mismo tiempo.",
    ),
}
