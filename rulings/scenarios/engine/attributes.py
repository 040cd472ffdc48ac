"""The attributes a ddm question names, and whose each is (ddm 2.1.7: "En el caso de un Digimon con
atributo Variable, ganara cualquier atributo que tenga su oponente …").

An attribute word is the opponent's when an opponent word comes shortly before it ("el oponente es
Virus", "against a Data Digimon"), what the question asks the Digimon to become when a verb of
becoming does ("pasa a ser Virus", "become Data"), and otherwise the asking Digimon's own ("Un
Digimon Datos …"). No Django.
"""

from __future__ import annotations

import re

# ddm 2.1.7 "… 3 tipos: acuna, Virus y Datos, aunque también se pueden clasificar como Desconocidos y
# Variables": Unknown is an attribute too (and not a Variable one).
_ATTRIBUTE = re.compile(r"\b(vaccine|vacuna|data|datos|virus|free|libre|unknown|desconocid[oa]s?)\b")
_CANONICAL = {"vacuna": "vaccine", "datos": "data", "libre": "free"} | {
    w: "unknown" for w in ("desconocido", "desconocida", "desconocidos", "desconocidas")
}
_OPPONENT = re.compile(
    # "opponent" as judges type it too: "oponent's", "opponet" (a word before an apostrophe is not respelt)
    r"\bop{1,2}on+en?t|\b(?:rival|rivales|other|otro|contra|against|facing|vs|enemy|enemigo|adversario|contrario|"
    r"versus|frente|ante|battles|battling|fights|fighting|pelea|peleando|combate|combatiendo)\b"
)
# "el atributo Virus de su oponente", "the Virus attribute of its opponent": the opponent's, named after.
_OF_OPPONENT = re.compile(
    r"\s+(?:attribute\s+)?(?:de|del|of)\s+(?:(?:su|el|la|its|the|their)\s+)?"
    r"(?:oponente|opponent|rival|adversario|contrario|enemigo|enemy)"
)
_BECOMING = re.compile(
    r"\b(?:becomes?|turns?|changes?|switch(?:es)?|gains?|takes?|adopts?|considered|counts?|"
    r"pasa a (?:ser|tener)|vuelve|convierte|"
    r"gana|toma|adopta|considera|cuenta|ser)\b"
)
_WORD = re.compile(r"[\w']+")
# The noun and articles between a verb of becoming and the attribute: "pasa a tener (el) atributo Vacuna".
_NOUN_WORDS = frozenset(["attribute", "atributo", "the", "an", "el", "la", "un"])


def attribute_roles(text: str) -> list[tuple[str, str]]:
    """(attribute, "opponent" | "becomes" | "own") for each non-Variable attribute the text names."""
    out = []
    for found in _ATTRIBUTE.finditer(text):
        before = _WORD.findall(text[: found.start()])
        role = "own"
        if _OPPONENT.search(" ".join(before[-6:])) or _OF_OPPONENT.match(text[found.end() :]):
            role = "opponent"
        elif _BECOMING.search(" ".join([w for w in before if w not in _NOUN_WORDS][-3:])):
            role = "becomes"
        out.append((_CANONICAL.get(found.group(1), found.group(1)), role))
    return out


# Someone or something changing the asking Digimon's own attribute ("el rival cambia mi atributo", "an
# effect changes my attribute"): 2.1.7 says a Variable follows its opponent's change, not its own.
_OWN_CHANGED = re.compile(
    r"\b(?:rival|oponente|opponent|efecto|effect|option|habilidad|ability|card|carta)\w*\s+"
    r"(?:\w+\s+)?(?:cambi|modific|chang|modif|alter)\w*\s+(?:el\s+|the\s+)?(?:mi|my)\s+(?:own\s+)?"
    r"(?:digimon'?s?\s+)?(?:attribute|atributo)\b"
)
# A Digimon's own change of form (evolving, levelling up, "evoluciona", "digievoluciona"): a cause of a
# change that 2.1.7 does not name, whoever else the question names ("the other Digimon", "facing").
_OWN_CHANGE = re.compile(
    r"\b(?:evolv\w*|evolution\w*|evolu(?:c|ci)\w*|digivol\w*|digievol\w*|degenerat\w*|"
    r"level(?:s|ed|ing)? up|sub\w* de nivel)"
)


def attribute_problem(text: str) -> str:
    """Why a question about an opponent's attribute is not to be answered ('' when it may be)."""
    if not names_opponent(text):
        return "it names no attribute for the opponent, nor an opponent, the one cause of change read"
    if _OWN_CHANGE.search(text):
        return "it names a Digimon evolving, a cause of change of which the rules here say nothing"
    if _OWN_CHANGED.search(text):
        return "it names a change made to the asking Digimon's own attribute, of which the rules say nothing"
    roles = attribute_roles(text)
    if roles and not re.search(r"\bvariables?\b", text):
        # the rules (ddm 2.1.7) say how a Variable Digimon's attribute follows its opponent's, and no other
        return "it names attributes but no Variable Digimon, the one kind whose attribute the rules change"
    own = [a for a, role in roles if role == "own"]
    if own:
        return (
            f"it asks of a Digimon whose own attribute is {own[0]}, and the rules change only a "
            "Variable Digimon's attribute"
        )
    opponent = {a for a, role in roles if role == "opponent"}
    becomes = {a for a, role in roles if role == "becomes"}
    if opponent and becomes and opponent != becomes:
        return "it asks whether it becomes another attribute than the opponent's, which is not read"
    if becomes and not opponent and not BOTH_VARIABLE.search(text):
        # "Does my Variable Digimon become Data?": it does if its opponent is Data, which is not said
        return "it asks whether it becomes an attribute, which turns on the opponent's, not named"
    return ""


# Both Digimon are Variable: "both", "two Variable", "Variable against Variable", and "also/too"
# said of Variable ("is also Variable", "y el otro también, …") — not "también cambia", "Variable
# cambia también" ("changes too").
BOTH_VARIABLE = re.compile(
    r"\bboth\b|\bambos\b|\btwo variable|\b(?:los|las) dos\b|\bthe two (?:of them|digimon)\b"
    r"|\b(?:tambi[eé]n|also)\s+(?:\w+\s+){0,3}?variables?\b"
    r"|\bvariables?\b(?:\s+(?!cambi|chang|modific|vari)\w+){0,3}?\s+(?:tambi[eé]n|too|as well)"
    r"(?=\s*(?:[,?.;!]|$|(?:es|sea|son|is|are)\b))"
    # the opponent said to be Variable: "el del oponente es Variable", "the opponent's is Variable too"
    r"|\b(?:oponente|opponent)(?:'s)?\s+(?:(?:digimon|es|is|also|tambi[eé]n|de|atributo)\s+){1,3}variables?\b"
    r"|\bvariables? (?:vs|versus|against|contra) (?:(?:un|otro|another|a|an)\s+)?(?:digimon\s+)?variables?\b"
)


def names_opponent(text: str) -> bool:
    """Whether the question names the opponent whose attribute a Variable Digimon takes (2.1.7 "ganara
    cualquier atributo que tenga su oponente"), or both Digimon: the rule's one cause of a change. A
    question that names none ("¿Un Digimon Variable cambia de atributo cuando evoluciona?") asks of
    another cause, which the rules here do not speak of."""
    return bool(_OPPONENT.search(text) or BOTH_VARIABLE.search(text))


def opponent_attribute(text: str, default: str | None = "virus") -> str | None:
    """The attribute the opponent has: Variable when both are; the one named; ``default`` otherwise."""
    if BOTH_VARIABLE.search(text):
        return "variable"
    roles = attribute_roles(text)
    named = [a for a, role in roles if role == "opponent"] or [a for a, role in roles if role != "own"]
    return named[0] if named else default


ATTRIBUTE_EXAMPLE = (
    "the question names no attribute for the opponent: Virus is taken as an example (a Variable "
    "Digimon takes whichever attribute its opponent has)"
)


def attribute_example(text: str) -> list[dict]:
    """The assumption an opponent's change of attribute rests on when the question names none (the
    scenario runs with opponent_attribute's default), as ask's {"path", "reason"} entries."""
    if opponent_attribute(text, default=None) is not None:
        return []
    return [{"path": "state.attribute", "reason": ATTRIBUTE_EXAMPLE}]


# "¿… se considera Datos?", "does it count as Data?": the attribute a verb of becoming names last.
# ("queda Vacuna", "ends up Data": the attribute it ends with; "se queda" is "stays")
_ENDS_UP = r"(?<!\bse )queda(?:n)?(?: como)?|ends? up(?: as)?"
_ASKED = re.compile(
    r"\b(?:considera\w*|considered|cuenta como|counts? as|se vuelve|becomes?|pasa a ser|treated as|"
    rf"{_ENDS_UP})\s+"
    r"(?:(?:an?|un|una|the|el|la)\s+)?(?:digimon\s+)?(?:de\s+)?(?:atributo\s+)?"
    r"(vaccine|vacuna|data|datos|virus|free|libre)\b"
)


def ends_up(text: str) -> bool:
    """Whether the question asks what attribute the Digimon ends with ("queda Vacuna"), not whether its
    own stays ("se queda Variable")."""
    found = _ASKED.search(text)
    return bool(found and re.match(_ENDS_UP, found.group(0)))


def becomes_opponents(text: str) -> bool:
    """Whether the question asks if the Digimon becomes, or counts as, the very attribute its opponent
    has ("¿Un Digimon Variable contra un Digimon Datos se considera Datos?"): it asks of the change."""
    asked = [_CANONICAL.get(m.group(1), m.group(1)) for m in _ASKED.finditer(text)]
    return bool(asked) and asked[-1] == opponent_attribute(text, default=None)
