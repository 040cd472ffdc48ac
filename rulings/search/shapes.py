"""The question's shape and what a text states, for the second stage (rerank.py): whether the
question asks for a number, whether one may, whose a thing is, and the power/toughness and
modifiers it writes; whether a text states a number, says what one can do, names an owner. In the
languages of the rules. No Django."""

from __future__ import annotations

import re

# A question asking for a number, and a text stating one.
# ("no matter how many …" asks for none: it says a number does not matter. Nor does a name or a
# card's number: Spanish "el nombre de la carta", "el número de la carta" name one thing, where
# "nombre de cartes", "número de cartas" count; nor "en cuanto a", "as for".)
_COUNT_Q = re.compile(
    r"(?<!matter\s)\b(?:how\s+many|how\s+much)\b"
    r"|\b(?:maximum|minimum|limit|up\s+to|number\s+of|how\s+often|wie\s+(?:viel\w*|oft)|combien"
    r"|(?:nombre|n[uú]mero)\s+d(?:e\s+(?!(?:el|la|los|las|un|una|su|sus|mi|mis|tu|tus)\b)|['’])"
    r"|(?<!\ben\s)cu[aá]nt[oa]s?)\b",
    re.I,
)


def asks_count(question: str) -> bool:
    """The question asks for a number ("how many", "up to", "wie viele", "combien", "cuántos")."""
    return bool(_COUNT_Q.search(question or ""))


# A question asking whether one may, and a text saying what one can, cannot, may or must do.
# In the languages of the rules: English, German ("kann ich …", "darf man …"), French ("est-ce
# que je peux …", "peut-on …", "… , je peux ?") and Spanish ("¿puedo …", "se puede …").
_LEAVE_Q = re.compile(
    r"^[\s¿¡]*(?:can|could|may|is\s+it\s+(?:possible|legal|allowed)|am\s+i\s+allowed|do\s+i\s+have\s+to|must"
    r"|kann|könnte|darf|dürfen|muss|ist\s+es\s+(?:möglich|erlaubt|legal)"
    r"|puis-je|peut-on|peut-il|peut-elle|peuvent-ils|dois-je|a-t-on\s+le\s+droit|ai-je\s+le\s+droit"
    r"|puedo|puede|pueden|se\s+puede|se\s+pueden|debo|es\s+(?:posible|legal)|est[aá]\s+permitido)\b"
    r"|,\s*(?:can|may|could|kann|darf|puis-je|peut-on|puedo|se\s+puede)\b"
    r"|\best-ce\s+qu(?:e\s+|['’])(?:je|on|il|elle|ils|elles)\s+(?:peu[tx]|peuvent|doi[st]|doivent)\b"
    r"|\bje\s+peux\b|\bon\s+peut\b",
    re.I,
)


def asks_leave(question: str) -> bool:
    """The question asks whether one may ("can I …", "darf ich …", "est-ce que je peux …", "¿puedo …")."""
    return bool(_LEAVE_Q.search(question or ""))


LEAVE_T = re.compile(
    r"\b(?:can|can[’']t|cannot|may|must|allowed|only"
    r"|kann|können|darf|dürfen|muss|müssen|nur|erlaubt"
    r"|peut|peuvent|doit|doivent|seulement|uniquement|autorisée?s?"
    r"|puede|pueden|debe|deben|solo|sólo|permitido)\b",
    re.I,
)
# A question asking whose a thing is, and a text naming an owner or a controller.
# ("… or my X" / "… or their X" only after a possessor's X: "pay with mana or my life" and
# "attack the player or their planeswalker" ask no whose; "their graveyard or my graveyard" does.)
_WHOSE_Q = re.compile(
    r"\bwhose\b|\bor\s+(?:theirs|mine|yours|his|hers)\b|\bwho\s+(?:owns|controls)\b"
    r"|\b(?:my|your|their|his|her|its|\w+['’]s?)\s+\w+\s+or\s+(?:my|your|their|his|her)\s+\w+",
    re.I,
)


def asks_whose(question: str) -> bool:
    """The question asks whose a thing is ("whose trash?", "my graveyard or theirs?")."""
    return bool(_WHOSE_Q.search(question or ""))


WHOSE_T = re.compile(r"\bowner|\bowns?\b|\bowned\b|\bcontroller|\bcontrols?\b", re.I)
# Power/toughness and modifiers: the analyzers read "+1/+1" as the digit 1.
_NOTATION = re.compile(r"(?<![\w/+-])[+\-−]\d+(?:/[+\-−]\d+)?(?![\w/])|(?<![\w/])\d+/\d+(?![\w/])")


def notation_of(text: str | None) -> frozenset[str]:
    """The power/toughness and modifiers a text writes ("+1/+1", "-1/-1", "5/5", "+1", "+3000"),
    minus signs folded; rule numbers and dates are none."""
    return frozenset(m.replace("−", "-") for m in _NOTATION.findall(text or ""))


# A number written as a digit or a word, in the languages of the rules: how many times too
# ("once", "twice": "This turn action is limited to once during the active player's turn" answers
# "how often per turn"; not the "once" that opens a clause, "Once each player has drawn …"),
# German's "einmal", French's "une seule fois", "une fois par tour", Spanish's "una vez por turno"
# (not their clause-opening "Une fois que …", "Una vez puesta …"). The German, French and Spanish
# articles ("ein", "une", "una") are no number alone: every text holds them.
_NUMBER = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|twice"
    r"|once\s+(?:per|every|during)|(?:only|to|than)\s+once"
    r"|(?:ein|zwei|drei|vier)mal|zwei|drei|vier|fünf|sechs|sieben|neun|zehn|zwanzig"
    r"|une\s+fois\s+(?:par|pendant)|un\s+seul|une\s+seule|deux|trois|quatre|cinq|dix|vingt"
    r"|una\s+vez\s+(?:por|cada|durante)|una\s+sola|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte)\b",
    re.I,
)
# A reference to another rule ("see rule 702.19", "refer to 4-11", "§14.12", "rule 704") states
# no number a "how many" question asks for.
_REFERENCE = re.compile(
    r"(?:§\s*)?\b\d+(?:[.-]\d+)+[a-z]?\b|\b(?:rules?|section|see)\s+\d+(?:[.-]\d+)*[a-z]?\b", re.I
)


def states_number(text: str) -> bool:
    """The text states a number (a digit, a number word, "once") other than a rule's."""
    return bool(_NUMBER.search(_REFERENCE.sub(" ", text)))
