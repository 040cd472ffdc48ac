"""ddm: more sentences of "Anatomía de las cartas" that answer a question on their own (2.1.2, 2.1.4, 2.1.5,
2.1.6 / 2.1.8 / 2.2.2 / 2.2.4, 2.1.7, 2.1.13, 2.1.14, 2.2.3 / 2.2.8, 2.2.7), read by sentence_rule.py after
those of ddm_rules.py, in Spanish or English. Data only."""

from rulings.scenarios.engine.profiles.ddm_rules_option import CLAIM, DENIAL, PHASE_RULE, WHEN_THESE_RULE

_CAN = r"\b(?:pued\w*|pod\w*|posibles?|permit\w*|can|could|may|allowed|able|possible|legal)\b"

# 2.1.2 "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero
# dichas cartas no pueden utilizarse en torneos oficiales.": a promo card in an official tournament, no
_PROMO = {
    "cite": ["promo"],
    "subject": "whether a promotional card can be used in official tournaments",
    "quick": r"promo",
    "need": {
        "text": [r"\bpromo\w*", r"\btorneos?\b|\btournaments?\b|\bcompetiti\w*|\bsanctioned\b"],
        "asking": [
            r"\b(?:us\w*|utiliz\w*|jug\w*|play\w*|legal\w*|allowed|permit\w*|v[aá]lid\w*|run|juegan|"
            r"inclu\w*|meter|entran?)\b"
        ],
    },
    "own": [CLAIM],
    "refuse": {"text": [r"\b(?:casual|amistos\w*|friendly|unofficial|no oficial\w*)\b"]},
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [{"answer": "no"}],
}

# 2.1.2 "Algunas poseen prefijos utilizados como aquellas cartas que componen el set de inicio. Se representan
# con las siglas “St” y “Sx”. Existen también las cartas que provienen de los boosters las cuales utilizan
# otros
# prefijos tales como “Bo” y “Bx”.": St / Sx with the starter set, Bo / Bx with the boosters, yes; a prefix
# crossed with the other kind of product is left (the text names "such as" prefixes, not every one)
_STARTER = r"\b(?:set|mazo|baraja|pack|deck|sobre)s? (?:de )?inicio\b|\bstarter\w*|\binicial(?:es)?\b"
_BOOSTER = r"\bboosters?\b|\bsobres?\b(?! de inicio)"
_PREFIX = {
    "cite": ["prefixes"],
    "subject": "the card number's prefixes",
    "quick": r"\b(?:st|sx|bo|bx)\b",
    "need": {
        "text": [
            r"\bprefij\w*|\bprefix\w*|\bsiglas?\b|\bletras?\b|\bletters?\b|\bcomienz\w*|\bempiez\w*|"
            r"\bstart\w* with\b|\bbegin\w* with\b|\blleva\w*|\bus\w*|\butiliz\w*|\bson\b|\bare\b"
        ]
    },
    "own": [CLAIM],
    "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
    "forms": [
        {
            "when": {"text": [r"\b(?:st|sx)\b", _STARTER], "not_text": [_BOOSTER, r"\b(?:bo|bx)\b"]},
            "answer": "yes",
        },
        {
            "when": {"text": [r"\b(?:bo|bx)\b", _BOOSTER], "not_text": [_STARTER, r"\b(?:st|sx)\b"]},
            "answer": "yes",
        },
    ],
}

# 2.1.4 "Aquí encontramos los requisitos que deben cumplirse antes de poder evolucionar al digimon. También
# existen digimon que evolucionan mediante requisitos de aparición.": met before evolving, yes; evolving
# without meeting them, no; some evolve through appearance requirements, yes
_EVO_REQUIREMENTS = (
    r"\b(?:requisitos?|requerimientos?|requirements?|reqs?)\b(?: \w+){0,2} (?:de |of |for |to )?"
    r"(?:la )?evol\w*|\bevol\w* (?:requirements?|reqs?)\b"
)
_UNMET = (
    r"\bsin (?:cumplir|satisfacer)\b|\bwithout (?:meeting|fulfilling|satisfying)\b|\bno (?:se )?cumpl\w*|"
    r"(?:\bnot|n't) (?:been )?(?:met|fulfilled|satisfied)\b|\bunmet\b|\bignor\w*|\bskip\w*|\bsalt\w*"
)
_EVOLUTION = {
    "cite": ["evolution-requirements"],
    "subject": "the evolution requirements",
    "quick": r"evol",
    "need": {"text": [r"\bevol\w*"]},
    "own": [CLAIM],
    "refuse": {"text": [r"\boption\b|\bopci[oó]n\b|\bslots?\b|\branura\w*|\bdark area\b|\b[aá]rea oscura\b"]},
    "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
    "forms": [
        {
            # "También existen digimon que …": that some do, not which ones ("¿Los Híbridos …?")
            "when": {
                "text": [r"\baparici[oó]n\b|\bappearance\b"],
                "asking": [
                    r"\bevol\w*",
                    r"\balgun\w*|\bsome\b|\bexist\w*|\bhay\b|\bthere (?:are|is)\b|\bcertain\b|\bciert\w*",
                ],
            },
            "answer": "yes",
        },
        {"when": {"text": [_EVO_REQUIREMENTS, _UNMET], "asking": [_CAN, r"\bevol\w*"]}, "answer": "no"},
        {
            "when": {
                "text": [_EVO_REQUIREMENTS],
                "asking": [
                    r"\bcumpl\w*|\bmet\b|\bmeet\w*|\bsatisf\w*|\bfulfil\w*",
                    r"\bantes\b|\bbefore\b|\bprimero\b|\bfirst\b|\bhay que\b|\bt(?:engo|ienes|iene) que\b|"
                    r"\bdebe\w*|"
                    r"\bmust\b|\bhave to\b|\bhas to\b|\bneed\w*|\brequired\b|\bnecesari\w*|\bobligatori\w*",
                ],
                "not_text": [_UNMET],
            },
            "answer": "yes",
        },
    ],
}

# 2.1.5 "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel; esto afecta los
# puntos
# que pierde el oponente pero no se considera que tenga un nivel real": the points the opponent loses, yes
_EQUIVALENT = {
    "cite": ["equivalent-level"],
    "subject": "a No Level Digimon's equivalent level",
    "quick": r"equivalen",
    "need": {
        "text": [r"\bequivalen\w*"],
        "asking": [r"\bpuntos?\b|\bpoints?\b|\bpierd\w*|\bperd\w*|\blos[et]?\w*\b|\bsalud\b|\bhealth\b"],
    },
    "own": [CLAIM, r"\bsin nivel\b|\bno[- ]level\b|\blevel-?less\b"],
    "refuse": {"asking": [r"\breal\b|\bverdader\w*|\bactual\b|\bevol\w*|\bsiguiente\b|\bnext\b"]},
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        {
            "when": {
                "asking": [
                    r"\bafect\w*|\baffect\w*|\bcambi\w*|\bchang\w*|\bcuent\w*|\bcount\w*|\bus\w*|"
                    r"\bdetermin\w*|\bdecid\w*|\bmodif\w*|\bimport\w*|\bmatter\w*|\bsirve\w*"
                ]
            },
            "answer": "yes",
        }
    ],
}

# 2.1.6 "Los tipos se pueden referenciar o requerir en ciertas habilidades o efectos de Option Cards.", 2.1.8
# "Los grupos pueden ser requeridos …", 2.2.2 "La capacidad puede ser requerida …", 2.2.4 "Las categorías de
# las Option Card pueden ser requerimientos …": an ability or an effect asking for one of them, yes
_ASKS_FOR = (
    r"\brequ[ei]r\w*|\brequier\w*|\bser (?:un )?(?:requisito|requerimiento)s?\b|\bbe (?:a )?requirements?\b|"
    r"\breferenc\w*|\brefer\w* (?:to|a)\b|"
    r"\bped\w*|\bpid\w*|\bexig\w*|\b(?:ask|call)\w* for\b|\bdemand\w*|\bcheck\w*|\bmencion\w*|\bmention\w*"
)
_TYPE = r"\btipos?\b(?! de (?:batalla|ataque|option|opci))|(?<!battle )(?<!attack )\btypes?\b(?! of option)"
_ASKED_PART = {
    "cite": ["type-required"],
    "subject": "what an ability or effect may ask for",
    "need": {
        "text": [
            r"\bhabilidad\w*|\befect\w*|\beffects?\b|\babilit\w*|\boption cards?\b|\bcartas?\b|\bcards?\b"
        ],
        "asking": [_ASKS_FOR, _CAN],
    },
    "own": [CLAIM],
    # a requirement that stops being met, a card that stays or goes: what other rules decide
    "refuse": {
        "text": [
            r"\bevol\w*|\bnivel\w*|\blevels?\b|\batribut\w*|\battribut\w*|\bcumpl\w*|\bmet\b|\bqued\w*|"
            r"\bpermanec\w*|\bstay\w*|\bremain\w*|\bdark area\b|\b[aá]rea oscura\b|\benv[ií]\w*|\bsent\b|"
            r"\bgo(?:es)?\b"
        ]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        {
            "when": {"text": [_TYPE], "not_text": [r"\bgrup\w*|\bgroups?\b|\bcapac\w*|\bcategor\w*"]},
            "answer": "yes",
        },
        {
            "when": {"text": [r"\bgrup\w*|\bgroups?\b"], "not_text": [r"\bcapac\w*|\bcategor\w*"]},
            "answer": "yes",
            "cite": ["group-required"],
        },
        {
            "when": {"text": [r"\bcapac\w*"], "not_text": [r"\bcategor\w*"]},
            "answer": "yes",
            "cite": ["capacity-required"],
        },
        {"when": {"text": [r"\bcategor\w*"]}, "answer": "yes", "cite": ["category-required"]},
    ],
}

# 2.1.7 "Todo atributo puede modificarse durante la partida mediante el uso de habilidades o efectos de
# ciertas
# cartas.": any attribute may be changed by an ability or a card's effect, yes (a Variable Digimon's, which
# follows its opponent's, is the scenario reader's)
_ATTRIBUTE_CHANGED = {
    "cite": ["attribute-modified"],
    "subject": "whether an attribute can be changed",
    "quick": r"atribut|attribut",
    "need": {
        "text": [r"\batribut\w*|\battribut\w*"],
        "asking": [_CAN, r"\bmodific\w*|\bcambi\w*|\bchang\w*|\bmodif\w*|\balter\w*"],
    },
    "own": [CLAIM],
    "refuse": {
        "text": [
            r"\bvariabl\w*|\boponente\w*|\bopponent\w*|\brival\w*|\bcontrincante\w*|\bnunca\b|\bnever\b|"
            r"\bpermanent\w*|\bimpres\w*|\bprinted\b"
        ],
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [{"answer": "yes"}],
}

# 2.1.13 "Solo las habilidades marcadas con “ ◎ ” son consideradas habilidades especiales, y solo las
# habilidades
# marcadas con “■” son consideradas habilidades de support.": ◎ special, ■ support, yes; crossed, no
_CIRCLE = r"◎|\bdoble c[ií]rculo\b|\bdouble circle\b|\bbullseye\b"
_SQUARE = r"■|\bcuadrado\w*\b|\bsquare\b"
_SPECIAL = r"\bespecial\w*|\bspecial\b"
_SUPPORT = r"\bsupport\b|\bsoporte\b|\bapoyo\b"
_MARKS = {
    "cite": ["marks"],
    "subject": "what an ability's mark makes it",
    "quick": r"◎|■|c[ií]rculo|circle|cuadrado|square|bullseye",
    "need": {"text": [r"\bhabilidad\w*|\babilit\w*"]},
    "own": [CLAIM],
    "refuse": {
        "text": [r"\bsolo\b|\bs[oó]lo\b|\bonly\b|\btodas?\b|\ball\b|\bevery\b|\bcualquier\w*|\bany\b"]
    },
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        {"when": {"text": [_CIRCLE, _SQUARE]}, "answer": None},
        {"when": {"asking": [_SPECIAL, _SUPPORT]}, "answer": None},
        {"when": {"text": [_CIRCLE], "asking": [_SPECIAL]}, "answer": "yes"},
        {"when": {"text": [_SQUARE], "asking": [_SUPPORT]}, "answer": "yes"},
        {"when": {"text": [_CIRCLE], "asking": [_SUPPORT]}, "answer": "no"},
        {"when": {"text": [_SQUARE], "asking": [_SPECIAL]}, "answer": "no"},
    ],
}

# 2.1.14 "Los dos bordes principales son el Azul de los digimon que no tienen el X-Antibody, y los de borde
# Rojo
# de los Digimon con X-Antibody.": with it red, without it blue
_X = r"\bx[- ]?antibod\w*|\banticuerpo[- ]?x\b"
_WITHOUT_X = (
    r"\bsin (?:el |un |ning[uú]n )?(?:x[- ]?antibod\w*|anticuerpo[- ]?x)|"
    r"\bwithout (?:the |an? |any )?x[- ]?antibod\w*|\bno (?:tiene |lleva |posee )?(?:el |un |ning[uú]n )?"
    r"(?:x[- ]?antibod\w*|anticuerpo[- ]?x)|"
    r"(?:\bno|n't|\bnot) (?:tiene|tienen|posee\w*|lleva\w*|have|has|carry|carries|got) (?:el |un |the |"
    r"an? |any )?"
    r"(?:x[- ]?antibod\w*|anticuerpo[- ]?x)|\black\w* (?:the |an? )?x[- ]?antibod\w*"
)
_RED = r"\brojo\w*|\broja\w*|\bred\b"
_BLUE = r"\bazul\w*|\bblue\b"
_FRAMES = {
    "cite": ["frames-antibody"],
    "subject": "the frame colour of a Digimon",
    "quick": r"antibod|anticuerpo",
    "need": {"text": [_X], "asking": [rf"{_RED}|{_BLUE}"]},
    "own": [CLAIM, _WITHOUT_X],
    "refuse": {"text": [r"\bdorad\w*|\bgold\w*|\boption\b|\bopci[oó]n\b"]},
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [
        {"when": {"asking": [_RED, _BLUE]}, "answer": None},
        {"when": {"text": [_WITHOUT_X], "asking": [_BLUE]}, "answer": "yes"},
        {"when": {"text": [_WITHOUT_X], "asking": [_RED]}, "answer": "no"},
        {"when": {"asking": [_RED], "not_text": [_WITHOUT_X]}, "answer": "yes"},
        {"when": {"asking": [_BLUE], "not_text": [_WITHOUT_X]}, "answer": "no"},
    ],
}

# The lists the text gives in full: 2.1.8 "Las familias en el juego son: Nature Spirits (NSp), …", 2.2.1 "Las
# Option cards vienen en tres categorías Program, Item y Field.": one of them named as one of the list, yes
_GROUPS = (
    r"\bnature spirits?\b|\bnightmare soldiers?\b|\bwind guardians?\b|\bdeep savers?\b|\bmetal empire\b|"
    r"\bvirus busters?\b|\bnsp\b|\bnso\b|\bvb\b"
)
_OF_GROUPS = r"\b(?:grupos?|familias?|groups?|famil(?:y|ies))\b"
_OF_CATEGORIES = (
    r"\bcategor\w*|\b(?:tipos?|clases?|kinds?|types?|sorts?) de (?:option|opci[oó]n)|\b(?:kinds?|types?|"
    r"sorts?) of option"
)
_KINDS = r"(?:grupos?|familias?|categor\w*|groups?|famil(?:y|ies)|categor(?:y|ies))\b"
_MEMBER = (
    rf"\b(?:un[oa]? de|one of|among|entre|parte de|part of)(?: the| los| las)?(?: \w+){{0,2}}? {_KINDS}|"
    rf"\b(?:es|is|are|son|cuenta como|counts? as)(?: un| una| a| an)?(?: \w+)? {_KINDS}|"
    rf"\b(?:a|an|un|una) (?:\w+ )?{_KINDS}\W*$"
)
_LISTED = {
    "cite": ["groups-listed"],
    "subject": "the groups and Option card categories the text lists",
    # asked as one of the list ("uno de los grupos", "is it a group", "one of the categories"), nothing more
    "need": {"asking": [_MEMBER]},
    "own": [CLAIM],
    "refuse": {
        "text": [
            r"\bs[oó]lo\b|\bonly\b|\bsolamente\b|\bbonus\w*|\bcontra\b|\bagainst\b|\bvs\b|\bventaja\w*|"
            r"\badvantage\w*|\bd[eé]bil\w*|\bweak\w*|\bfuerte\w*|\bstrong\w*"
        ]
    },
    "denial": {"in": "asking", "mode": "refuse", "pattern": DENIAL},
    "forms": [
        {"when": {"asking": [_GROUPS, _OF_GROUPS]}, "answer": "yes"},
        {
            "when": {
                "asking": [r"\bprogram\b|\bitem\b|\bfield\b", _OF_CATEGORIES],
                "not_asking": [r"\bcampo\b|\bfields? (?:of|on|de)\b|\binformation\b|\binformaci[oó]n\b"],
            },
            "answer": "yes",
            "cite": ["categories-listed"],
        },
    ],
}

# 2.1.11 "Si el ataque A de tu Digimon baja a cero por el efecto del ataque C del oponente, “0” es ahora
# considerado tu poder de ataque básico A.": the basic attack power is then 0, yes
_ZERO_BASIC = {
    "cite": ["zero-basic"],
    "subject": "the basic attack power after an attack C",
    "quick": r"b[aá]sic",
    "need": {
        "text": [r"\b(?:ataque|attack) c\b|\bc (?:attack|ataque)\b", r"\bcero\b|\bzero\b|\b0\b"],
        "asking": [r"\bb[aá]sic\w*", r"\bcero\b|\bzero\b|\b0\b|\bnuevo\b|\bnew\b"],
    },
    "own": [CLAIM],
    "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
    "forms": [{"answer": "yes"}],
}

RULES_MORE = {
    "when_these": WHEN_THESE_RULE,
    "phase_only": PHASE_RULE,
    "promo": _PROMO,
    "prefixes": _PREFIX,
    "evolution_requirements": _EVOLUTION,
    "equivalent_level": _EQUIVALENT,
    "asked_part": _ASKED_PART,
    "attribute_changed": _ATTRIBUTE_CHANGED,
    "marks": _MARKS,
    "frames": _FRAMES,
    "listed": _LISTED,
    "zero_basic": _ZERO_BASIC,
}
