"""Whether a text is put as a question at all. Plain Python.

A yes or no answers a question. "commander damage 21", "trash public area" or "must attack"
typed into a search box are words to look up, not a question: answering them "Yes." with a rule
under it would put an answer in the judge's mouth. A text is a question when it holds a question
mark (¿ or ?); or when one of its clauses opens with a question word ("what happens to …",
"¿qué …") or with an auxiliary or modal verb and more words not chained to it ("does hp reset",
"can a player …", "puede un Digimon …", "se puede …"; not "must attack", "can't be blocked");
or when an auxiliary stands before a pronoun or an article near its start ("after a flip can
the card …"). A one-letter slip in the opening auxiliary counts only at the very start, before a
pronoun or an article ("dose the evo bonus stay"): "mill 3 cards" is no "will".
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


AUXILIARIES = _words(
    """
    do does did is are was were am can could may might must shall should will would has have had
    don't doesn't didn't isn't aren't wasn't weren't can't cannot couldn't mustn't shouldn't won't
    wouldn't hasn't haven't hadn't
    puede pueden es son está están hay tiene tienen debe deben sigue siguen
    """
)
# What a yes-or-no question's subject opens with: a pronoun, an article, a possessive, a
# quantifier or a number (English and Spanish).
SUBJECT_START = _words(
    """
    i you he she it we they me my your his her its our their this that these those there
    a an the any each every all both either neither no some one two three four five six seven
    un una el la los las lo mi mis tu tus su sus este esta estos estas ese esa esos esas
    """
)
# Words that chain to an auxiliary in a phrase rather than open its subject: "can't be blocked",
# "may have", "will of the council".
CHAINED = _words("be been being have not of to in on at for with from by as and or")
MAX_HEAD = 12  # words looked at for an auxiliary before its subject
QUESTION_WORDS = _words("what how which who whom whose where why qué cómo cuál cuáles quién dónde cuándo")
SPANISH_IMPERSONAL = ("se puede", "se pueden", "se mantiene", "se mantienen", "se queda", "se quedan")
# A clause starts after punctuation, or after a subordinating word a question often opens with
# ("if it flips, does …", "when … does …").
_CLAUSES = re.compile(r"[,.;:!—–]\s*|\s-\s|\b(?:if|when|once|after|si|cuando)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W\d_]+)?")


# "Is the trash a public or private area?", "Are they placed suspended or unsuspended?": a choice
# between two things, put with "is"/"are", ending on the second; no yes or no answers it (unlike "Does
# the HP stay, or does it reset?", which asks of the first half). A list ("like Trash, Discard or
# Draw?") holds a comma, and is no choice.
CHOICE = re.compile(
    r"^\W*(?:is|are|was|were|es|son|está|están)\b[^?,]*\b(?!not\b|no\b)\w+\s+(?:or|o)\s+(?!not\b|no\b)"
    r"[\w-]+(?:\s+[\w-]+)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        diffs = [i for i in range(len(a)) if a[i] != b[i]]
        i, j = diffs if len(diffs) == 2 else (0, 0)
        return len(diffs) == 1 or (len(diffs) == 2 and j == i + 1 and a[i] == b[j] and a[j] == b[i])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return len(long_) - len(short) == 1 and any(
        short == long_[:i] + long_[i + 1 :] for i in range(len(long_))
    )


def _slipped_auxiliary(word: str) -> bool:
    return len(word) >= 3 and any(len(aux) >= 4 and _one_edit(word, aux) for aux in AUXILIARIES)


def _opens_question(words: list[str], at_start: bool) -> bool:
    """A clause opening with a question word, or with an auxiliary and at least two more words
    not chained to it ("does hp reset"; not "must attack", "can't be blocked", "will of the …")."""
    first, rest = words[0], words[1:]
    if first in QUESTION_WORDS or " ".join(words[:2]) in SPANISH_IMPERSONAL:
        return True
    if first in AUXILIARIES:
        return len(rest) >= 2 and rest[0] not in CHAINED
    return at_start and bool(rest) and rest[0] in SUBJECT_START and _slipped_auxiliary(first)


def _inverted(words: list[str]) -> bool:
    """An auxiliary before its subject anywhere near the start ("after a flip can the card …")."""
    head = words[:MAX_HEAD]
    return any(w in AUXILIARIES and nxt in SUBJECT_START for w, nxt in zip(head, head[1:], strict=False))


# "Is the trash a public area, or not?" asks as plainly as without its tail: its "not" asks nothing.
_OR_NOT = re.compile(r",?\s*\b(?:or not|or no|o no)\s*([?.!]*)\s*$", re.IGNORECASE)


def without_or_not(question: str) -> str:
    """The question without a trailing "or not" / "o no" (what it asks is unchanged by it)."""
    return _OR_NOT.sub(r"\1", question)


_AUX = "|".join(sorted(AUXILIARIES))
# A tag after a statement: one that echoes its verb ("…, isn't it?", "…, or can they?") asks that
# verb's plain question, and judges answer it by the fact ("Melded permanents can't be turned face
# down, can they?" — no; "The evo-bonus doesn't survive a flip, does it?" — yes, it survives), as
# "Doesn't it keep …?" asks "Does it keep …?". One that confirms ("…, right?", "¿verdad?") asks
# whether the statement is right.
_ECHO = re.compile(
    r"\s*[,;]\s*(?:or\s+)?(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|am|may|"
    r"must)(?:n't|n’t| not)?\s+(?:it|they|he|she|i|we|you|there|that|one)\s*([?.!]*)\s*$",
    re.IGNORECASE,
)
_CONFIRM = re.compile(
    r"\s*[,;]\s*(?:(?:is(?:n't| not) )?that right|right|correct|yeah|yes|no|ok(?:ay)?|true|eh|"
    r"¿?\s*(?:verdad|no|cierto|correcto)|no es (?:así|cierto|verdad))\s*([?.!]*)\s*$",
    re.IGNORECASE,
)
# "So flipping it doesn't count as …?": a statement put as a question after "so" is asked, and
# answered, as its plain fact too.
_DECLARED = re.compile(r"^\W*(?:and )?(?:so|then)\b,?\s+(?!(?:" + _AUX + r")\b)", re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(?:ca|wo|do|does|did|is|are|was|were|has|have|had|should|would|could|must)n['’]t\b|"
    r"\b(?:cannot|not|no|never|none|neither|nor|nunca|tampoco|nadie|nothing|nobody)\b",
    re.IGNORECASE,
)
_POSITIVE = {"can't": "can", "won't": "will", "cannot": "can", "not": "", "no": ""}
_UNREAD = frozenset(_words("never none neither nor nothing nobody nunca tampoco nadie"))
# A negation after one of these describes a thing or a condition ("a card that isn't revealed").
_BOUND = re.compile(
    r"\b(?:that|which|who|whose|if|when|unless|without|while|once|after|before|que|si|cuando)\b", re.I
)
_DESCRIBES = re.compile(r"\b(?:with|has|have|having|of)\s*$", re.IGNORECASE)  # "with no icon"
_SPANISH_HINT = re.compile(r"¿|\b(?:el|la|los|las|se|una|del|que)\b", re.IGNORECASE)


def _negation(sentence: str, spanish: bool) -> re.Match | None | bool:
    """The one negation of the statement's predicate; None when it has none, False when it is not
    read plainly (two, one in a condition or a relative clause, "not" after no verb, "never")."""
    found = [m for m in _NEGATION.finditer(sentence) if not _DESCRIBES.search(sentence[: m.start()])]
    if not found:
        return None
    word, before = found[0].group(0).lower(), sentence[: found[0].start()]
    verb = r"(?:\b(?:" + _AUX + r")|['’](?:m|re|s))\s*$"  # "is not", "I'm not"
    unsaid = word == "not" and not re.search(verb, before, re.IGNORECASE)
    if len(found) > 1 or word in _UNREAD or (word == "no" and not spanish) or unsaid or _BOUND.search(before):
        return False  # "…, not them, right?": a contrast, not the statement's negation
    return found[0]


def asked_plainly(question: str) -> str | None:
    """The question as it is plainly asked: a tag taken off ("…, right?" asks the statement before
    it); after an echoing tag or "so", the statement's one negation dropped ("The trash isn't an
    area, is it?" asks "The trash is an area?"). None when that negation is not read plainly; a
    negated statement with a confirming tag is left as it is."""
    if "?" not in question:
        return question
    echo = _ECHO.search(question)
    if not echo and not _DECLARED.search(question):
        bare = _CONFIRM.sub(r"\1", question)
        negated = _negation(re.split(r"(?<=[.!;:])\s+", bare)[-1], bool(_SPANISH_HINT.search(question)))
        return question if negated is not None else bare
    bare = _ECHO.sub(r"\1", question) if echo else question
    last = re.split(r"(?<=[.!;:])\s+", bare)[-1]  # the sentences before it set the scene
    found = _negation(last, bool(_SPANISH_HINT.search(question)))
    if not found:
        return None if found is False else bare
    word = found.group(0).lower().replace("’", "'")
    at = len(bare) - len(last) + found.start()
    plain = _POSITIVE.get(word, word.replace("n't", ""))
    return re.sub(r"\s{2,}", " ", bare[:at] + plain + bare[at + len(found.group(0)) :])


def is_question(text: str) -> bool:
    """Whether the text is put as a question (see the module's docstring)."""
    if "?" in text or "¿" in text:
        return True
    lowered = text.lower().replace("’", "'")
    for n, clause in enumerate(_CLAUSES.split(lowered)):
        words = _WORD.findall(clause)
        if words and _opens_question(words, at_start=n == 0):
            return True
    return _inverted(_WORD.findall(lowered))
