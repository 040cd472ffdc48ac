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

from rulings.scenarios.engine.answer_polarity import AUX, as_answered
from rulings.scenarios.engine.value_question import asks_for_value


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


# "Does it use the Prime face's rules or the Reverse face's?", "¿… depende del Battle Type de mi Digimon
# o del de mi oponente?": the question ends on a choice between two things, the second a noun phrase
# (an article, a possessive or a preposition after "or", a few words that end the question); a yes or no
# does not say which. ("… or does it reset?", "… kept or removed?" choose between verbs, and their first
# half is asked; "Can I name the front or the back face of a card for Pithing Needle?" goes on past the
# second thing, and asks of both.)
_NOUN_CHOICE = re.compile(
    r"\b(?:or|o|u)\s+(?:(?:of|from|for|to|on|in|de|del|al|en|para)\s+)?"
    r"(?:the|my|your|his|her|its|their|our|this|that|el|la|los|las|lo|mi|mis|tu|tus|su|sus|del|de)\b"
    r"(?:\s+[^\s,;:?¿]+){0,5}\s*\?\s*$",
    re.IGNORECASE,
)


def offers_choice(question: str) -> bool:
    """Whether the question ends on a choice between two things that no yes or no answers."""
    return bool(CHOICE.search(question) or _NOUN_CHOICE.search(without_or_not(question.strip())))


# "My opponent says it stays; I say it goes. Who is right?", "¿Quién tiene razón?": the sentence that asks
# opens with a question word after a scene, so no yes or no answers it (a "What if …"/"What about …" or
# a "When …" sets a condition for the question after it, and is no such opening).
# A preposition may come first: "In which phase …?", "¿En qué fase …?", "¿A dónde va?", "¿Hasta cuándo …?";
# and an opening word: "Exactly how many …?", "So which …?", "¿Y dónde …?".
_ASKS_WH = re.compile(
    r"^[¿¡\W]*(?:(?:so|and|but|then|ok|okay|well|also|now|exactly|precisely|just|roughly|y|pero|entonces|"
    r"exactamente)\b[,\s]+)*(?:(?:in|at|on|to|from|for|by|into|under|en|a|al|de|desde|hasta|para|por|con|sobre)\s+)?"
    r"(?:who|whom|whose|which|what(?!\s+(?:if|about)\b)|how(?!\s+about\b)|where|why|"
    r"qui[eé]n(?:es)?|cu[aá]l(?:es)?|qu[eé]|c[oó]mo|d[oó]nde|por qu[eé]|cu[aá]nt[oa]s?|cuándo)\b",
    re.IGNORECASE,
)


def asks_wh(question: str) -> bool:
    """Whether the last sentence of the question, the one that asks, is a question-word question."""
    text = question.strip()
    last = re.split(r"[.!;:?](?=\s)|\s[-—–]\s", text.rstrip("?").rstrip())[-1]
    return text.endswith("?") and bool(_ASKS_WH.match(last))


def no_yes_or_no(question: str) -> bool:
    """Whether no yes or no answers the question: a question word asks it, or it ends on a choice."""
    return asks_wh(question) or asks_for_value(question) or offers_choice(question)


# "Do no counters stay?", "Are none of the counters kept?", "Does no Device stay attached?": the sentence
# that asks opens on an auxiliary and a negative quantifier over its subject (not "no longer", "no more").
_NONE_ASKED = re.compile(
    rf"^\W*(?:(?:so|and|but|then|ok|okay|wait|also|now|well)\b[,\s]*)*"
    rf"(?:(?:if|when|once|after|while)\b[^,]*,\s*)?{AUX}\s+(?:none|no)\b(?!\s+(?:longer|more|matter)\b)",
    re.IGNORECASE,
)


def asks_of_none(question: str) -> bool:
    """Whether the sentence that asks asks of none of its subject ("Do none of the counters stay?"): what
    the rules say of the subject answers another question, whose yes or no is not this one's."""
    return bool(_NONE_ASKED.match(_asking_sentence(question)))


def _asking_sentence(question: str) -> str:
    return re.split(r"[.!;:?](?=\s)|\s[-—–]\s", question.strip().rstrip("?").rstrip())[-1]


# "Can only melded permanents not be turned face down?": whether one kind alone does so; a rule of that
# kind ("Melded permanents and other double-faced permanents can't …") says nothing of "only".
_ONLY_ASKED = re.compile(rf"^\W*(?:(?:if|when|once|after|while)\b[^,]*,\s*)?{AUX}\s+only\b", re.IGNORECASE)
# "flip … to a third face?": a face beyond a card's two, which no scenario builds (space 13.p2 "there is no
# third face to look for" is a one-sentence rule's)
_BEYOND_TWO_FACES = re.compile(r"\b(?:third|fourth|fifth|3rd|4th|5th)\b (?:[\w'-]+ )?(?:face|side)s?\b")


def asks_only_of(question: str) -> bool:
    """Whether the sentence that asks asks of its subject alone ("Does only …?", "Can only …?")."""
    return bool(_ONLY_ASKED.match(_asking_sentence(question)))


def names_a_third_face(question: str) -> bool:
    """Whether the question names a face beyond a card's two ("a third face")."""
    return bool(_BEYOND_TWO_FACES.search(question.lower()))


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


# "Is the trash a public area, or not?" asks as plainly as without its tail: its "not" asks nothing; so do
# "…, or does it not?", "…, or doesn't it?", "…, or is it not?", "…, or can't they?".
_TAG_PRONOUN = r"(?:it|they|he|she|i|you|we|that|this|there)"
_OR_NOT = re.compile(
    r",?\s*\b(?:or not|or no|o no|or\s+(?:\w+n['’]t|cannot)\s+"
    + _TAG_PRONOUN
    + r"|or\s+(?:does|do|did|is|are|was|were|has|have|had|can|could|will|would|should|must|may)\s+"
    + _TAG_PRONOUN
    + r"\s+not)\s*([?.!]*)\s*$",
    re.IGNORECASE,
)


# "Is it one object, not two?", "Does it stay, not reset?": a contrast set after what is asked, whose
# "not" negates nothing asked (a few words, no clause of its own: "…, not if it's a Fall?" is none).
_CONTRAST = re.compile(
    r",\s*(?:and\s+|but\s+)?not\s+(?!(?:if|when|unless|because|while|after|before|it|they|he|she|so|"
    r"even|yet)\b)(?:[\w'’/+-]+\s*){1,4}([?.!]*)\s*$",
    re.IGNORECASE,
)


def without_or_not(question: str) -> str:
    """The question without a trailing "or not" / "o no" or a contrast ", not two" (what it asks is
    unchanged by it)."""
    return _CONTRAST.sub(r"\1", _OR_NOT.sub(r"\1", question))


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


# "What's Ironfang's mana value — is it worked out from the front face?", "What happens to the counters
# when it transforms: do they stay?": a "what" that names the subject, then the yes-or-no question
# asked of it; the first half is read as the scene.
_WH_THEN_ASKED = re.compile(
    r"^\W*(?:what(?:'s|’s| is| are| about| happens to| happens with)|how about)\s+([^?]*?)\s*[—–:;,]\s*"
    rf"((?:{AUX}|isn't|aren't|doesn't|don't|can't|won't)\b[^?]*\?)\s*$",
    re.IGNORECASE,
)


# "Is it false that …?", "¿Es falso que …?": whether a claim is false; yes and no would answer the
# claim itself, the other way round.
CLAIM_DENIED = re.compile(
    r"\b(?:false|untrue|wrong|incorrect|a myth|falso|incorrecto|mentira)\s+(?:that|que)\b", re.IGNORECASE
)


# "¿No es cierto que X?" asks whether X, as "Isn't it true that X?" does: its "no" denies nothing of X.
_NEGATED_TRUTH = re.compile(r"(^|¿\s*)no es (cierto|verdad) que\b", re.IGNORECASE)


# "Wait, …", "Hmm, …", "Ok, so …": set off by a comma before the question, it asks nothing.
_INTERJECTION = re.compile(
    r"^\s*(?:(?:wait|hmm+|well|ok|okay|also|right|alright|so|now)\s*[,!]\s*)+", re.IGNORECASE
)


# A judge's note "transform = ETB?", "flip == KO?": whether the one counts as the other ("X = 3", a value,
# is no such note).
_EQUALS = re.compile(r"(?<=[^\W\d_])\s*={1,2}\s*(?=[^\W\d_])")


# A judge's note "flip -> evo-bonus kept?", "KO → flip?": what comes before the arrow is the condition.
_ARROW = re.compile(r"^\s*([^?>→]{1,60}?)\s*(?:-+>|→|=>)\s*")


def as_plainly_asked(question: str) -> str:
    """The question as plainly asked: without a trailing "or not"; a "what …" naming the subject before
    a yes-or-no question as its scene; a statement put as a question as its plain question
    (answer_polarity.as_answered: "It doesn't stay, does it?" asks whether it stays), but for one put
    to be confirmed ("It doesn't stay, right?"), which is read as it stands; and a negated auxiliary
    after a condition as the plain one ("If …, doesn't anything happen?"); an opening word set off by a
    comma ("Wait, doesn't …?", "Hmm, …") left out."""
    question = _EQUALS.sub(" counts as ", _INTERJECTION.sub("", question))  # "transform = ETB?"
    question = _ARROW.sub(r"If \1, ", question, count=1)  # "KO -> flip?": if KO'd, does it flip?
    question = _NEGATED_TRUTH.sub(r"\1es \2 que", without_or_not(question))  # "¿No es cierto que …?"
    if found := _WH_THEN_ASKED.match(question):
        scene, asked = found.group(1).strip(), found.group(2)
        question = f"{scene[:1].upper()}{scene[1:]}. {asked[:1].upper()}{asked[1:]}"
    plain, confirming = as_answered(question)
    stated = not _asks_first(question)  # "Does the HP not change?" is asked as it stands
    return _asked_after_condition(plain if stated and not confirming else question)


# The last sentence; a "?" before it ends a sentence too ("Does it stay? It does, doesn't it?").
# Words a judge opens with before asking ("Wait, when it flips, doesn't …?", "Hmm, so …"): no part of it.
_OPENER = r"(?:(?:so|and|but|then|ok|okay|wait|also|now|hmm|well)\b[,\s]*)*"
_LAST_SENTENCE = re.compile(r"(?:^|[.!;:?]\s+|\s[-—–]\s)([^.!;:?]*\??)$")
_LEADING_CONDITION = re.compile(rf"^\W*{_OPENER}(?:(?:if|when|once|after|while)\b[^,]*,\s*)?")


def _asks_first(question: str) -> bool:
    """Whether the sentence that asks opens with an auxiliary or a question word, after its condition."""
    last = _LAST_SENTENCE.search(question.strip())
    clause = _LEADING_CONDITION.sub(
        "", (last.group(1) if last else question).lower().replace("’", "'"), count=1
    )
    words = _WORD.findall(clause)
    return bool(words) and (words[0] in AUXILIARIES or words[0] in QUESTION_WORDS)


# "If an ability tells me to transform it, doesn't anything happen?": the clause that asks, after a
# condition, opens with a negated auxiliary; it asks, as "Doesn't the evo-bonus stay?" does, the
# plain question.
_NEGATED_ASKING = re.compile(
    rf"^(\W*{_OPENER}(?:if|when|whenever|once|after|while)\b[^,?]*,\s*)(do|does|did|is|are|was|were|ca|could|wo|would|"
    r"should|has|have)n['’]t\b(?=[^,]*\?\s*$)",
    re.IGNORECASE,
)


def _asked_after_condition(question: str) -> str:
    found = _NEGATED_ASKING.match(question)
    if not found:
        return question
    verb = {"ca": "can", "wo": "will"}.get(found.group(2).lower(), found.group(2))
    return found.group(1) + verb + question[found.end() :]
