"""ddm: the sentences of "Anatomía de las cartas" the rules of ddm_rules_more.py quote, by name. Data only."""

CITATIONS_MORE = {
    "promo": (
        "2.1.2",
        "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero "
        "dichas "
        "cartas no pueden utilizarse en torneos oficiales.",
    ),
    "prefixes": (
        "2.1.2",
        "Algunas poseen prefijos utilizados como aquellas cartas que componen el set de inicio. Se "
        "representan con "
        "las siglas “St” y “Sx”. Existen también las cartas que provienen de los boosters las cuales "
        "utilizan otros "
        "prefijos tales como “Bo” y “Bx”.",
    ),
    "evolution-requirements": (
        "2.1.4",
        "Aquí encontramos los requisitos que deben cumplirse antes de poder evolucionar al digimon. "
        "También existen "
        "digimon que evolucionan mediante requisitos de aparición.",
    ),
    "equivalent-level": (
        "2.1.5",
        "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel; esto afecta los "
        "puntos que "
        "pierde el oponente pero no se considera que tenga un nivel real",
    ),
    "type-required": (
        "2.1.6",
        "Los tipos se pueden referenciar o requerir en ciertas habilidades o efectos de Option Cards.",
    ),
    "group-required": (
        "2.1.8",
        "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards.",
    ),
    "capacity-required": (
        "2.2.2",
        "La capacidad puede ser requerida en ciertas habilidades o efectos de Option cards.",
    ),
    "category-required": (
        "2.2.4",
        "Las categorías de las Option Card pueden ser requerimientos en ciertas habilidades o efectos de "
        "Option "
        "Cards.",
    ),
    "attribute-modified": (
        "2.1.7",
        "Todo atributo puede modificarse durante la partida mediante el uso de habilidades o efectos de "
        "ciertas "
        "cartas.",
    ),
    "marks": (
        "2.1.13",
        "Solo las habilidades marcadas con “ ◎ ” son consideradas habilidades especiales, y solo las "
        "habilidades "
        "marcadas con “■” son consideradas habilidades de support.",
    ),
    "frames-antibody": (
        "2.1.14",
        "Los dos bordes principales son el Azul de los digimon que no tienen el X-Antibody, y los de borde "
        "Rojo de "
        "los Digimon con X-Antibody.",
    ),
    "when-these": (
        "2.2.7",
        "Si dicha carta indica “Cuando estas” antes de un efecto pero no se cumplen los requisitos para el "
        "efecto, "
        "no podrá usarse él mismo. Como no es un requisito en sí, la Option Card no se enviará al Dark Area.",
    ),
    "phase-only": (
        "2.2.3",
        "el efecto de esta carta solo suele permanecer durante la Phase en la que fue activada, a menos de "
        "que la "
        "carta diga lo contrario.",
    ),
    "no-limit": (
        "2.2.8",
        "Para las cartas que no indican ningún marco de límite, se enviaran al Dark Area al final de la "
        "fase en la "
        "que se activó.",
    ),
    "groups-listed": (
        "2.1.8",
        "Las familias en el juego son: Nature Spirits (NSp), Nightmare Soldiers (NSo), Wind Guardians "
        "(WG), Deep "
        "Savers (DS), Metal Empire (ME), Unknown (UK), Dark Area (DA) y Virus Busters (VB).",
    ),
    "zero-basic": (
        "2.1.11",
        "Si el ataque A de tu Digimon baja a cero por el efecto del ataque C del oponente, “0” es ahora "
        "considerado "
        "tu poder de ataque básico A.",
    ),
    "categories-listed": ("2.2.1", "Las Option cards vienen en tres categorías Program, Item y Field."),
}
