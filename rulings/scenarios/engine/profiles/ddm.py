"""Digimon Digital Monster Card Game (Spanish text): the "card-anatomy" document."""

from rulings.scenarios.engine.profiles._spec import check, follows, reset, shown_subject, zone_subject
from rulings.scenarios.engine.profiles.ddm_quotes import CITATIONS_MORE
from rulings.scenarios.engine.profiles.ddm_rules import CITATIONS, RULES
from rulings.scenarios.engine.profiles.ddm_rules_more import RULES_MORE

PROFILE = {
    "game": "ddm",
    "document": "card-anatomy",
    "revisions": [{"label": "current", "effective_from": None, "effective_until": None}],
    "sides": ["front"],
    "kinds": ["digimon", "option"],
    "zones": {
        "deck": {"hidden": True},
        "hand": {"hidden": True},
        "battle": {"hidden": False, "in_play": True},
        # Option cards sit face down in their slots until turned face up.
        "option_slot": {"hidden": False, "in_play": True, "face_down_on_entry": ["face-down-slot"]},
        "dark_area": {"hidden": False},
    },
    "citations": {
        "variable": (
            "2.1.7",
            "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su "
            "oponente y "
            "también cambiara junto con el oponente si el atributo del Digimon oponente se modifica ya sea "
            "por "
            "efectos de cartas o de otro modo.",
        ),
        "both-variable": (
            "2.1.7",
            "En el caso de que el Digimon oponente también sea de atributo variables, ambos se mantendrán en "
            "dicho atributo.",
        ),
        "face-down-slot": (
            "2.2",
            "Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la Preparation Phase",
        ),
        "set-not-returned": (
            "2.2",
            "Una vez puesta, las Option cards no serán devueltas a la mano, y solo pueden ser descartadas "
            "o movidas a otro slot durante la Preparation Phase.",
        ),
        "cost": (
            "2.2.5",
            "El costo se realiza solo cuando la carta se encuentra boca arriba lista para activarse, "
            "siempre y "
            "cuando se pueda pagar, ya que en el caso de que no pueda pagarse el costo cuando la carta se "
            "encuentra boca arriba, irá directamente al Dark Area.",
        ),
        "requirements-constant": (
            "2.2.6",
            "los requisitos deben cumplirse constantemente durante el tiempo que la carta esté activa para "
            "que "
            "permanezca en juego",
        ),
        "requirements-unmet": (
            "2.2.6",
            "Si no cumple con los requisitos mientras la Option Card todavía está activa, la Option Card se "
            "enviará al Dark Area inmediatamente.",
        ),
    },
    "assumptions": [
        "The text names no zones as such: the profile uses deck and hand (hidden), battle, option_slot and "
        "dark_area.",
        "An Option card turned face up whose cost is paid is active until it leaves its slot.",
    ],
    "actions": {
        "move": {
            "fields": {},
            # 2.2 "Una vez puesta, las Option cards no serán devueltas a la mano"
            "refused": [
                {
                    "kinds": ["option"],
                    "from": ["option_slot"],
                    "to": ["hand"],
                    "reason": "once set, an Option card is not returned to the hand",
                    "cite": ["set-not-returned"],
                }
            ],
        },
        "turn_face_up": {
            "checks": [check("face_down", "the card is not face down", "cost")],
            "cost_cite": ["cost"],
            # For the persistence table; the engine's turn_face_up carries these out.
            "fields": {
                "face": follows("cost"),
                "zone": reset("dark_area", "cost", when="its cost cannot be paid"),
            },
            "cost_fail_zone": "dark_area",
        },
        "requirements_unmet": {
            "checks": [
                check(
                    "kind",
                    "only an Option card has requirements to keep meeting",
                    "requirements-constant",
                    kinds=["option"],
                ),
                check("status", "the Option card is not active", "requirements-constant", status="active"),
            ],
            "cite": ["requirements-unmet", "requirements-constant"],
            "fields": {"zone": reset("dark_area", "requirements-unmet", "requirements-constant")},
            "zone": "dark_area",
        },
        "opponent_attribute": {
            "checks": [
                check(
                    "printed",
                    "only a Digimon with the Variable attribute takes its opponent's attribute",
                    "variable",
                    field="attribute",
                    value="variable",
                ),
            ],
            "cite": ["variable"],
            "both_variable_cite": ["both-variable"],
            "fields": {"state.attribute": reset("opponent's attribute", "variable", "both-variable")},
        },
        "effect": {"modes": ["affect"]},
    },
}


# The question reader's vocabulary for this game: the words that name it, the zones, the words that
# describe a card, the sample cards the scenarios run on, and the subjects a question can ask about
# (rank orders them across games: the more particular first).
PROFILE["citations"].update(CITATIONS)
PROFILE["citations"].update(CITATIONS_MORE)
PROFILE["ask"] = {
    "rules": {**RULES, **RULES_MORE},
    "words": r"\bddm\b|digital monster|variable|attribute|option card|option slot",
    "in_play": [r"\bdigimon\b", "battle"],
    # 2.2 "Son puestas boca abajo desde tu mano en uno de tus Option Slots": where an Option card is put
    "put_zone": {"option": "option_slot"},
    # The seed's words: "desde tu mano en uno de tus Option Slots", "la carta permanece en la ranura".
    "zone_words": {
        "dark area": "dark_area",
        "área oscura": "dark_area",
        "area oscura": "dark_area",
        "option slots": "option_slot",
        "option slot": "option_slot",
        "slots": "option_slot",
        "slot": "option_slot",
        "ranura": "option_slot",
        "mano": "hand",
    },
    "descriptors": [
        [
            "requirements? (?:are |is )?(?:no longer|not|n't|stopped|stops|stop) (?:being "
            ")?(?:met|fulfilled|true|satisfied)|(?:stop|stops) being met|unmet",
            {},
        ],
        [
            r"cost\b[^?.]*?(?:cannot|can't|can not|isn't|is not|couldn't|could not) (?:be "
            ")?paid|can't pay|cannot pay|unpaid",
            {"cost_unpaid": True},
        ],
        # A card named as an Option card runs as one: "una Option card", "la carta de opción".
        [r"\boption ?cards?\b|\bcartas? (?:de )?opci[oó]n\b|\bopci[oó]n cards?\b", {"card": "option"}],
        # 2.2.5 "en el caso de que no pueda pagarse el costo"
        # … and in a condition, whatever the verb's form: "si no pago el costo", "si no se paga"
        [
            r"\bno (?:se )?pued\w* pagar\w*|\bsin pagar\b|\bsi no (?:se |lo |la )?pag\w*",
            {"cost_unpaid": True},
        ],
        [
            r"(?:dej\w* de cumplirse|no (?:se )?cumpl\w*)(?: con)? (?:los |el )?requisitos?|"
            r"requisitos? (?:ya )?no (?:se )?cumpl\w*",
            {},
        ],
    ],
    "samples": {
        "default": {
            "zone": "battle",
            "faces": [{"side": "front", "name": "Impmon", "card_type": "Digimon", "attribute": "Variable"}],
        },
        "option": {
            "zone": "option_slot",
            "faces": [{"side": "front", "name": "Plug-In", "card_type": "Option"}],
        },
    },
    "subjects": [
        {
            "rank": 4.0,
            "name": "the Option card",
            "pattern": "requirement|requisito",
            "build": {
                "card": "option",
                "zone": "option_slot",
                "face": "front",
                "path": "zone",
                "state": {"statuses": ["active"]},
            },
            "asks": "goes",
            "event": "requirements_unmet",
        },
        {
            "rank": 5.0,
            "name": "the Option card",
            # 2.2.5 "el costo establecido en la carta" (in Spain "el coste")
            "pattern": r"\bcost\b|\bcost[oe]s?\b",
            "build": {
                "card": "option",
                "zone": "option_slot",
                "face": None,
                "path": "zone",
                "state": {"statuses": ["face_down"]},
                "cost": True,
            },
            "asks": "goes",
            "event": "turn_face_up",
        },
        {
            "rank": 33.0,
            "name": "the attribute",
            "pattern": "attribute|atributo|variable",
            "build": {"attribute": True},
            "event": "opponent_attribute",
            # the card's other characteristics (2.1.1 Card Name, 2.1.5 Level, 2.1.6 Type, 2.1.8 Group):
            # "¿Un Digimon Variable gana también el tipo del oponente?" asks of the type; a type named by an
            # attribute ("a Virus-type Digimon", "de tipo Virus") is the attribute
            "rivals": r"\b(?:grupos?|groups?|famili(?:a|as|es|y)|nivel(?:es)?|levels?|nombres?)\b|"
            r"(?<!virus[- ])(?<!data[- ])(?<!datos[- ])(?<!vaccine[- ])(?<!vacuna[- ])(?<!variable[- ])"
            r"(?<!unknown[- ])(?<!attribute[- ])\b(?:tipos?|types?)\b"
            r"(?! (?:de )?(?:virus|data|datos|vaccine|vacuna|variable|unknown|desconocid\w*|attribute|"
            r"atributo)\b)",
        },
        {"rank": 34.9, "name": "the counters", "pattern": "counters?", "build": {"counter": None}},
        shown_subject(20.8),
        zone_subject(36.0),
    ],
}

# The Spanish words of the seed a judge's question uses, which a typo is put right to ("tanbien").
PROFILE["ask"]["vocabulary"] = (
    "también ambos ambas requisitos requisito costo coste ranura ranuras atributo atributos variable "
    "variables "
    "oponente carta cartas opción mano vuelve volver queda quedan quedarse sigue siguen mantiene mantienen "
    "permanece permanecen activa activada boca arriba abajo pagar cumplen cumple devuelta devueltas enviada "
    "descartada descartadas durante después activar activarse efecto efectos permanente "
    # … and the other forms of its verbs of moving, which are no typos of "volver" or "va"
    "devolver devuelve devuelven devolverla devolverlo regresar regresa regresan recuperar recupera mandar "
    "manda mandan enviar envía envían"
)

# The seed is in Spanish; an English question is read against it through these words of the seed
# (English word: the Spanish words the seed uses for it). Only the statement reader uses them.
PROFILE["ask"]["glossary"] = {
    "ability": "habilidad habilidades",
    "activate": "activar activada activación activarse activa",
    "active": "activa activas activo",
    "attack": "ataque ataques",
    "attribute": "atributo atributos",
    "basic": "básico básica",
    "battle": "batalla combate",
    "blue": "azul",
    "border": "borde bordes",
    "frame": "borde bordes marco",
    "category": "categoría categorías",
    "categories": "categoría categorías",
    "capacity": "capacidad",
    "certain": "ciertas ciertos",
    "constantly": "constantemente",
    "families": "familias",
    "family": "familias",
    "life": "vida",
    "main": "principales",
    "modified": "modificar modificarse modifica",
    "modify": "modificar modificarse modifica",
    "ready": "lista",
    "refer": "refiere",
    "referenced": "referenciar",
    "show": "muestra muestre",
    "shown": "muestra muestre",
    "appear": "aparece muestre",  # what "aparece" (or "sale") in a field is what "se muestre" there
    "change": "modificar cambiar cambiara modifica",
    "changed": "modificar cambiar cambiara modifica",
    "color": "color colores",
    "cost": "costo",
    "data": "datos",
    "determine": "determina determinar",
    "different": "diferente diferentes",
    "discard": "descartar descartadas",
    "discarded": "descartar descartadas",
    "down": "abajo",
    "effect": "efecto efectos",
    "end": "final",
    "equivalent": "equivalente",
    "evolution": "evolución evolucionar",
    "evolve": "evolucionar evolucione evolucionan",
    "face": "boca cara",
    "field": "campo field",
    "gain": "ganar ganara",
    "group": "grupo grupos",
    "hand": "mano",
    "health": "salud",
    "higher": "alto",
    "hybrid": "híbrido híbridos",
    "information": "información",
    "level": "nivel niveles",
    "limit": "límite",
    "lower": "bajo",
    "marked": "marcadas",
    "met": "cumplirse cumplen cumple",
    "moved": "movidas mover",
    "name": "nombre",
    "next": "siguiente",
    "number": "número",
    "numbers": "número",
    "official": "oficiales",
    "opponent": "oponente",
    "pay": "pagar pagarse paga",
    "paid": "pagar pagarse paga",
    "phase": "fase phase",
    "placed": "puestas colocar",
    "points": "puntos",
    "power": "poder",
    "prefix": "prefijos",
    "promo": "promocionales",
    "promotional": "promocionales",
    "real": "real",
    "red": "rojo",
    "remain": "permanecer permanece",
    "requirement": "requisitos requerimientos",
    "requirements": "requisitos requerimientos",
    "returned": "devueltas",
    "sent": "enviada enviará envíe",
    "set": "puestas colocar",
    "slot": "slot slots ranura",
    "slots": "slot slots ranura",
    "special": "especiales",
    "support": "support",
    "three": "tres",
    "tournament": "torneos",
    "tournaments": "torneos",
    "turn": "turnos",
    "two": "dos",
    "type": "tipo tipos",
    "up": "arriba",
    "use": "usar utilizarse utilizar usado",
    "used": "usar utilizarse utilizar usado",
    "zero": "cero",
}
