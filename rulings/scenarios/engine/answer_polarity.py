"""Which way a yes or no points, for a question put as a statement. Plain Python.

English answers the fact, not the sentence: to "The evo-bonus doesn't stay, does it?" the
answer "Yes" means it stays, as it does to "Doesn't the evo-bonus stay?". So a question put as
a statement ("So it doesn't stay?", "It doesn't stay, does it?", "They don't survive, or do
they?") is answered as its plain question ("Does it stay?"): the tag is taken off, and so is the
"not" of the statement's own verb (a "not" of a condition or of a relative clause, "a card that
isn't double-faced", stays). A tag never turns the question round: "It stays, doesn't it?" asks
whether it stays.

Only a negative statement put to be confirmed ("It doesn't stay, right?") is read either way
by judges: "Yes" may confirm the statement or the fact. Its answer states what the rules say
and gives no yes or no (``either_way``). "Is it true that … not …?" and "does that mean … not
…?" ask of the sentence, not of the fact, and are left as they are. Spanish puts the same
confirming tag after a negative statement ("La carta no vuelve a la mano, ¿verdad?"): read
either way too (``_spanish_either_way``); its other questions are read as they are asked.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.spanish_negation import NEGATION as SPANISH_NEGATION
from rulings.scenarios.engine.spanish_negation import own_negations
from rulings.scenarios.engine.spanish_tags import challenged

# An English auxiliary verb, the one list of them every question-form pattern uses.
AUX = r"(?:do|does|did|is|are|was|were|am|can|could|will|would|should|shall|has|have|had|must|might|may)"
_PRONOUN = r"(?:it|they|i|you|we|he|she|there|that|this|these|those|them)"
# "…, does it?", "…, doesn't it?", "…, or do they?", "…, or can it?", "…, can it not?"
_AUX_TAG = re.compile(
    rf"(?:,\s*(?:or\s+)?|\s+or\s+)(?:{AUX}(?:n't|n’t)?|won't|can't|cannot|ain't)\s+{_PRONOUN}(?:\s+not)?"
    r"\s*\?\s*$",
    re.IGNORECASE,
)
# "…, right?", "…, correct?", "… is that right?", "…, am I right?", "…, ¿verdad?"
_CONFIRMS = (
    r"right|correct|true|is that (?:right|correct|so|true)|isn't that (?:right|so|true)|am i right"
    r"|(?:is|are) (?:he|she|they|my opponent|the judge) (?:right|correct)"
)
_CONFIRM_TAG = re.compile(
    rf"(?:,\s*(?:{_CONFIRMS}|yes|yeah|no|eh|ok|okay|yes or no|¿?\s*(?:verdad|cierto|correcto|no es así))"
    rf"|\s+(?:{_CONFIRMS}))\s*\?\s*$",
    re.IGNORECASE,
)
# A question echoed by a bare statement with a tag: "…? It isn't, is it?", "…? They do, right?". The echo
# names nothing the question did not (its pronoun stands for the question's subject): the question
# is answered as asked, but for a negative echo put to be confirmed, read either way.
_ECHO = re.compile(
    rf"\?\s*{_PRONOUN}\s+(?:{AUX}(?:n't|n’t|\s+not)?|won't|can't|cannot)\s*,?\s*"
    rf"(?:(?P<tag>(?:{AUX}(?:n't|n’t)?|won't|can't)\s+{_PRONOUN}(?:\s+not)?)|{_CONFIRMS})\s*\?\s*$",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!;:](?:\s+|$)|\s[-—–]\s")
_DISCOURSE = re.compile(r"^\W*(?:(?:so|and|but|then|ok|okay|wait|also|now|hmm|well)\b[,\s]*)+", re.I)
# A leading condition: "If an effect flips it, …", "When my ship flips, …"
_CLAUSE = re.compile(r"[,—–]\s*|\s-\s")
_LEADING_CONDITION = re.compile(r"^\W*(?:if|when|once|after|while|since|because|as soon as)\b[^,]*,\s*", re.I)
_OPENS_QUESTION = re.compile(
    rf"^\W*(?:{AUX}(?:n't|n’t)?|won't|can't|cannot|what|how|which|who|whom|whose|where|why|when)\b",
    re.IGNORECASE,
)
# A statement's own "not": a verb's negation ("doesn't", "cannot", "is not", "never", "no longer"),
# the first that does not sit right after a relative or conditional word ("a card that isn't …",
# "if it doesn't …"). A bare "not" ("I decide, not them") contrasts and is no verb's.
_NEGATION = re.compile(
    rf"\b\w+(?:n't|n’t)\b|\bcannot\b|\b{AUX}\s+not\b|\bno longer\b|\bnever\b|"
    # a subject that denies: "Neither player may look …", "Nobody can …" (their plain fact: "Either …")
    r"\bneither\b(?![^,?]*\bnor\b)|\bnobody\b|\bno one\b",
    re.IGNORECASE,
)
_BOUND = re.compile(
    r"\b(?:that|which|who|whose|whom|if|unless|when|whenever|while|once|without|because|since)\b", re.I
)
# "Under the current rules does my opponent choose …?": a question opened by a phrase before its verb.
_PREPOSED = re.compile(
    rf"^\W*(?:under|in|at|on|after|before|during|with|for|by|from|per)\b[^,?]*?\b{AUX}\s+"
    r"(?:my|your|the|a|an|his|her|their|its|it|they|i|you|we|he|she|this|that|these|those)\b",
    re.IGNORECASE,
)
_IRREGULAR = {"won't": "will", "can't": "can", "ain't": "is", "shan't": "shall"}
_DENYING = {"neither": "either", "nobody": "anybody", "no one": "anyone"}


def _unnegated(match: re.Match) -> str:
    word = match.group(0)
    lowered = word.lower().replace("’", "'")
    if lowered in _IRREGULAR:
        return _IRREGULAR[lowered]
    if lowered == "cannot":
        return "can"
    if lowered.endswith(" not"):
        return word[:-4]  # "is not" → "is"
    if lowered == "no longer":
        return "still"
    if lowered == "never":
        return "ever"
    if lowered in _DENYING:
        return _DENYING[lowered]
    return word[:-3]  # "doesn't" → "does"


def _own_negation(clause: str) -> re.Match | None:
    """The first negation of ``clause`` that is not in a relative or conditional clause."""
    # ("says that …", "told me that …": a "that" after a verb of saying opens what is said, no relative)
    said = _SAID_THAT.sub(lambda m: m.group(0)[: -len("that")] + "    ", clause)
    for found in _NEGATION.finditer(clause):
        words = said[: found.start()].split()
        # ("That doesn't trigger twice": a "that" opening the clause is its subject, no relative word)
        before = words[-2:] if [w.lower() for w in words[:1]] != ["that"] or len(words) > 2 else words[1:]
        if not any(_BOUND.fullmatch(w.strip(",")) for w in before):
            return found
    return None


_SAID_THAT = re.compile(
    r"\b(?:says?|said|told (?:me|us|him|her|them)|thinks?|thought|claims?|claimed|insists?|insisted)"
    r"\s+that\b",
    re.IGNORECASE,
)


# A judge typing on a phone: a tag with no "?" ("flipping doesnt count as a ko right", "it stays doesnt
# it"), and in it "doesnt", "isnt", "cant" for "doesn't", ….
_BARE_NOT = re.compile(
    r"\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|ca|wo)nt\b", re.IGNORECASE
)
_BARE_TAG = re.compile(
    rf"(?:,\s*|\s+)(?:right|correct|yeah|eh|ok|okay|(?:or\s+)?{AUX}(?:n't)?\s+{_PRONOUN}(?:\s+not)?)\s*$",
    re.IGNORECASE,
)


def typed(question: str) -> str:
    """The question as a judge means it when typing on a phone (see above)."""
    if "?" in question:
        return question
    text = _BARE_NOT.sub(lambda m: f"{m.group(1)}n't", question)
    return f"{text.rstrip()}?" if _BARE_TAG.search(text) else question  # (untagged: as it was typed)


def as_answered(question: str) -> tuple[str, bool]:
    """(the question as its yes or no answers it, whether that yes or no could be read either way).

    Unchanged unless it ends on "?" and is put as a statement (with or without a tag)."""
    question = typed(question)
    text = question.rstrip()
    if echo := _ECHO.search(text):  # "Does it stay? It does, doesn't it?": the question stands
        return text[: echo.start() + 1], echo.group("tag") is None and _NEGATION.search(
            echo.group(0)
        ) is not None
    if (challenge := challenged(text)) is not None:  # "No pueden, ¿o sí?" asks whether they can
        return challenge
    if "¿" in text or _SPANISH_TAG.search(text):
        return question, _spanish_either_way(text) or _spanish_denial_to_confirm(text)
    if not text.endswith("?"):
        return question, False
    if (tag := _CONFIRM_TAG.search(text)) and _DENYING_WORD.search(_CLAUSE.split(text[: tag.start()])[-1]):
        return question, True  # "Neither player gets to look at it, right?": a "yes" confirms either
    tag = _AUX_TAG.search(text) or _CONFIRM_TAG.search(text)
    # (a tag set apart as a sentence of its own, "… stays. Is that correct?", leaves the stop behind)
    statement = text[: tag.start()].rstrip(" .!") if tag else text.rstrip("?").rstrip()
    asking = _SENTENCE_END.split(statement)[-1]
    scene = statement[: len(statement) - len(asking)]
    main = _LEADING_CONDITION.sub("", _DISCOURSE.sub("", asking), count=1)
    if _OPENS_QUESTION.match(main):
        return question, False  # a question ("Does the HP not change?"), read by the readers as asked
    if any(_OPENS_QUESTION.match(c) for c in _CLAUSE.split(main)[1:]) or _PREPOSED.match(main):
        return question, False  # "My ship flips and can't hold them all, do I choose?": it asks there
    negation = _own_negation(main)
    if negation is None:
        return (f"{scene}{asking}?" if tag else question), False
    at = len(asking) - len(main)
    plain = f"{asking[: at + negation.start()]}{_unnegated(negation)}{asking[at + negation.end() :]}"
    confirming = tag is not None and tag.re is _CONFIRM_TAG
    return f"{scene}{re.sub(r'[ ]{2,}', ' ', plain).strip()}?", confirming


# "…, ¿verdad?", "…, verdad?", "…, ¿cierto?", "…, ¿no?", "…, ¿no es así?": no other "¿" before it.
_SPANISH_TAG = re.compile(
    r"(?:,?\s*¿?\s*(?:verdad|cierto|correcto|no es (?:asi|así))|,?\s*¿\s*no)\s*\?\s*$", re.IGNORECASE
)
# "¿Acaso no toma el atributo?": a negative question that presumes the positive, as "Isn't it so?" does.
_RHETORICAL = re.compile(r"¿\s*acaso\b[^?]*" + SPANISH_NEGATION.pattern, re.IGNORECASE)


def _spanish_either_way(text: str) -> bool:
    """Whether a Spanish question is a negative statement put to be confirmed ("No vuelve, ¿verdad?"), or
    a negative question that presumes the positive ("¿Acaso no vuelve?"): a "sí" may confirm either."""
    if _RHETORICAL.search(text):
        return True
    tag = _SPANISH_TAG.search(text)
    if tag is None or "¿" in text[: tag.start()]:
        return False
    asking = _SENTENCE_END.split(text[: tag.start()])[-1]
    return bool(own_negations(asking)[0])


# A statement denied by what it names rather than by its verb: "Neither player …", "Nothing happens …".
_DENYING_WORD = re.compile(r"^\W*(?:neither|nobody|no one|nothing|none|no)\b", re.IGNORECASE)
# Spanish: a statement that denies ("no se puede …", "nunca …") outside its conditions, put to be
# confirmed ("No se puede modificar nunca, ¿no?", "No cambia, ¿verdad?"): "Sí" and "No" may both
# confirm it, as in English.
_ES_TAG = re.compile(r",?\s*¿\s*(?:no|verdad|cierto|correcto|no es (?:así|asi|cierto|verdad))\s*\?\s*$", re.I)
_ES_CONDITION = re.compile(r"\b(?:si|cuando|mientras|aunque|que)\b[^,]*", re.IGNORECASE)


def _spanish_denial_to_confirm(text: str) -> bool:
    tag = _ES_TAG.search(text)
    statement = text[: tag.start()] if tag else ""
    return (
        bool(statement.strip())
        and "¿" not in statement
        and bool(SPANISH_NEGATION.search(_ES_CONDITION.sub(" ", statement)))
    )


_LEADING_VERDICT = re.compile(r"^(?:Yes|No)\.\s*")


def read_either_way(question: str) -> bool:
    """Whether a yes or no to the question could be read either way ("It doesn't stay, right?")."""
    return as_answered(question)[1]


def either_way(out: dict) -> dict:
    """A yes or no to a question read either way (``as_answered``): what the rules say is kept,
    with its citations; the yes or no is not given."""
    if out.get("answer") not in ("yes", "no", "depends"):  # each case of "it depends" is a yes or no too
        return out
    said = _LEADING_VERDICT.sub("", out.get("summary", ""), count=1)
    note = (
        'Put as a negative statement to confirm ("…, right?"), the question could be answered yes '
        "or no with the same meaning, so neither is given. What the rules say: "
    )
    return {**out, "answer": "unknown", "summary": note + said}
