"""How the statement reader (statements.py) cuts a rules text: sentences, clauses, the conditions
a sentence puts on what it says, what it is about (its topic, its subject), and whether it speaks
of what the sentence before named ("this icon", "If it's put into …")."""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_polarity import denies, polarity
from rulings.scenarios.engine.statement_words import (
    DESCRIPTORS,
    LIMITERS,
    NEGATIONS,
    NOT_TOPICS,
    NUMBERS,
    STOP,
    VERBS,
    WORD,
    canonical,
    content_stems,
    expand,
    fold,
    is_spanish,
    words_of,
)

# A condition the sentence puts on what it says: "If a flip card is the active Digimon, …".
_CONDITION = re.compile(
    r"\b(?:if|when|whenever|while|unless|as long as|until|si|cuando|mientras|hasta que)\b"
    # … up to a comma, or to the end of what it quotes when a new subject follows without one: "Si la
    # carta especifica “hasta el final de la vida útil del Digimon” la carta permanece …".
    r"([^,;:—\"]*\"[^\"]*\"(?=\s+(?:la|el|los|las|the|a|an|it|they)\b)|[^,;:—]*)"
)


# An aside in brackets ("(e.g. Fated Spirit)", "(even if …)") is no part of a condition.
_PARENTHESES = re.compile(r"\([^()]*\)")


# "While the two cards of a meld pair are on the battlefield as a melded permanent": a condition that
# ends on what the thing is there as is named by that alone ("a melded permanent").
_AS_WHAT = re.compile(r"\bas an? ((?:[\w-]+ ){0,2}[\w-]+)\s*$")


def conditions(text: str) -> tuple[frozenset[str], ...]:
    """Each condition of a sentence as alternatives of content words ("… on the stack or … on the
    battlefield" is two); the question must name one alternative of each for the sentence to answer it."""
    out = []
    for found in _CONDITION.finditer(_PARENTHESES.sub(" ", fold(text))):
        said = re.split(r"\bor\b|\bo\b", found.group(1))
        said += [a.group(1) for b in said if (a := _AS_WHAT.search(b))]  # what it is there "as"
        branches = [frozenset(content_stems(WORD.findall(b))) for b in said]
        out.append(frozenset(b for b in branches if b))
    return tuple(c for c in out if c)


def clause_conditions(sentence: str):
    """The conditions of each clause of the sentence, as conditions(): those of its first clause
    ("When a permanent transforms, …, and the card neither enters nor leaves …") hold for each; one
    that comes later holds for its own clause only ("… is Unshielded, prints no shields icon, and is
    destroyed outright when it breaks"). A function of the clause's text."""
    first = CLAUSES.split(sentence, maxsplit=1)[0]
    leading = conditions(first)

    def of(clause: str) -> tuple[frozenset[str], ...]:
        own = conditions(clause)
        return leading + tuple(c for c in own if c not in leading)

    return of


def topic(words: list[str], spanish: bool | None = None) -> str | None:
    """The sentence's first content word, roughly what it is about ("Example", "Players' hand"…)."""
    skip = STOP | DESCRIPTORS | NEGATIONS | LIMITERS | NOT_TOPICS | {"no"}  # "no" is Spanish "not"
    spanish = is_spanish(words) if spanish is None else spanish
    at = next((i for i, w in enumerate(words) if w not in skip and not _aside(w)), None)
    if at is None or _in_relative(words, at):
        return None  # "Para las cartas que no indican …": what cards, the verb of a relative clause says
    return canonical(words[at], spanish)


def _in_relative(words: list[str], at: int) -> bool:
    """Whether the word at ``at`` is the verb of a relative clause after a noun the reader skips."""
    before = [w for w in words[max(at - 3, 0) : at] if w not in NEGATIONS | {"no"}]
    return bool(before) and before[-1] in ("que", "that", "which", "who", "quien", "quienes")


def topics(words: list[str], spanish: bool | None = None) -> tuple[str, ...]:
    """The topic and what "or" joins to it: "… pueden ser descartadas o movidas …" is about either."""
    first = topic(words, spanish)
    if first is None:
        return ()
    spanish = is_spanish(words) if spanish is None else spanish
    at = next(i for i, w in enumerate(words) if canonical(w, spanish) == first)
    joined = words[at + 1 : at + 3]
    if len(joined) == 2 and joined[0] in ("or", "o") and joined[1] not in STOP | NEGATIONS:
        return (first, canonical(joined[1], spanish))
    return (first,)


# A clause may open with a phrase of time or place before its subject: "At the beginning of the
# next end step, Midnight Scavengers and Graf Rats are both returned …", "Durante la Battle Phase, …".
_OPENING_PHRASE = re.compile(
    r"^\W*(?:at|in|during|after|before|on|upon|from|throughout|by|en|durante|al|tras|antes|desde|por)\b[^,]*,"
    # … or with an adverb of manner or of linking: "By default, …", "Normally, …", "However, …"
    r"|^\W*(?:normally|usually|generally|typically|however|similarly|otherwise|also|then|therefore|"
    r"normalmente|generalmente|sin embargo|además|ademas)\s*,"
    # … or with what it is set against or likened to: "A diferencia del costo …, los requisitos …"
    r"|^\W*(?:a diferencia d\w*|al igual que|unlike|like|as with|a pesar d\w*|despite)\b[^,]*,"
    # … or says that there are such things: "También existen los niveles Híbridos …", "There are also …"
    r"|^\W*(?:(?:tambien|also)\s+)?(?:existen|existe|hay|there\s+(?:is|are)(?:\s+also)?)\b"
    # … or with a frame that asks to see to what follows: "Players must ensure that double-faced cards
    # in hidden zones are …" is about the double-faced cards ("Note that …", "Asegúrate de que …").
    r"|^\W*(?:(?:players?|you|each player|the owner)\s+)?(?:must\s+|should\s+)?"
    r"(?:ensure|make sure|note|remember|keep in mind|asegurar(?:se)?|asegurate|ten en cuenta)"
    r"\s+(?:de\s+)?(?:that|que)\b"
)


def main_topic(clause: str, spanish: bool | None = None) -> str | None:
    """After an opening phrase of time or place, the first content word of what follows it; else None."""
    found = _OPENING_PHRASE.match(fold(clause))
    return topic(WORD.findall(fold(clause)[found.end() :]), spanish) if found else None


# A clause that says what its section's subject is ("This is the part of the field where …") or
# what the part of the card the section names shows ("Aquí vemos el número de la carta …",
# "Muestra la capacidad …", "Indica el costo …"): it is about the section and what it shows.
_DEFINES = re.compile(r"^\W*(?:(?:this|these|it) (?:is|are)|(?:es|son) (?:el|la|los|las|un|una))\b")
_SHOWS = re.compile(
    r"^\W*(?:aqui\s+)?(?:se\s+ve|vemos|encontramos|encontraremos|muestra|muestran|indica|indican)\b"
)


def names_section(text: str) -> bool:
    """Whether the sentence opens by saying what its section is or shows ("This is the part of the
    field where …"): its "this" is the section, not what the sentence before named."""
    folded = fold(text)
    return bool(_SHOWS.match(folded) or _DEFINES.match(folded))


def section_topics(clause: str, title: str, spanish: bool | None = None) -> tuple[str, ...]:
    """The topics a clause has from its section: its title's words after "This is …", and the
    title's and the shown thing's after "Muestra …" ("Indica el costo …" is about the cost)."""
    folded, t = fold(clause), WORD.findall(fold(title))  # the title: in either language
    shows = _SHOWS.match(folded)
    if not shows and not _DEFINES.match(folded):
        return ()
    titled = tuple(content_stems(t, spanish) | content_stems(t, not is_spanish(t)))
    return (*titled, *topics(WORD.findall(folded[shows.end() :]), spanish)) if shows else titled


def _aside(word: str) -> bool:
    """An adverb ("básicamente", "generally"), a number ("Los dos bordes …") or a card's code ("XB-003
    Dianamon [Star] can flip …"): not what a sentence is about."""
    return word.endswith(("mente", "ly")) or any(map(str.isdigit, word)) or word in _REFERRING


# "The resulting permanent": a word that points back to what the sentence before made, not the topic.
_REFERRING = frozenset({"resulting", "resultante", "resultantes", *NUMBERS})  # … and a number


# A sentence that speaks of what the one before named: "this icon", "It does not have …", "The
# resulting permanent is …".
ANAPHORA = re.compile(
    r"\b(?:this|these|such|resulting|este|esta|estos|estas|dich[oa]s?|resultante)\b|^\W*(?:it|they|its|their)\b"
    # … and "that" after a preposition: "it follows the rules of the type printed on that face".
    r"|\b(?:on|of|to|in|from|into|onto|at|for|with)\s+that\s+(?!is|are|was|were|has|have|can|may|will)\w"
)
# A sentence whose subject is a pronoun, after its condition or not: "If it's put into its owner's
# library, …", "While face down, it can't transform.", "Those cards generally start …". What the
# sentence before was about (its condition, its first words) is what the pronoun stands for — not
# when the condition names its own ("If a double-faced card is manifested, it will be put …").
PRONOUN_SUBJECT = re.compile(
    r"^\W*(?:(?:however|also|still|instead|otherwise|then|therefore|sin embargo|ademas)\b,?\s*)?"  # 712.8e
    r"(?:(?:if|when|while|whenever|once)\b(?:(?!\b(?:a|an|the)\b)[^,])*,\s*)?(?:it|they|its|their|those|these)\b"
    r"|^\W*(?:if|when|while|whenever|once)\s+(?:it|they)\b"
    # A Spanish sentence that opens with its verb says it of the subject before: "Son puestas boca
    # abajo desde tu mano …" after "Las Option Cards son cartas de apoyo …".
    r"|^\W*(?:es|son|estan|fue|fueron|sera|seran|puede|pueden|tiene|tienen|se)\s"
)


# Where a sentence is cut into clauses, each with its own polarity: "… is Unshielded, …, and is
# destroyed outright …; the controller chooses …".
CLAUSES = re.compile(
    r";|\s[—–]\s|,\s(?:and|but|y|pero)\s"
    # … and before a consequence: "“Una sola de estas cartas” se refiere a …, por lo que puedes …".
    r"|,\s(?:so|therefore|thus|hence|por lo que|así que|por lo tanto|de modo que)\s"
    # … and before "but" with a denied verb of its own, with no comma: "esto afecta los puntos que pierde
    # el oponente pero no se considera que tenga un nivel real", "… but it is not …".
    r"|\s(?:but|pero)\s(?=(?:it\s|they\s)?(?:is|are|does|do|can|may)\s+not\b|no\s+(?:se|es|son|puede|pueden)\b)"
)
# A list of predicates of one subject, each with its own negation: "… se encuentran separados y no
# poseen …, no pueden ser tomados … y tampoco pueden evolucionar …" is four things said of it.
# (Not a contrast closing the sentence with no verb of its own, "… applied while that permanent is
# transforming, not afterward" (712.20): what it denies is an alternative of the clause before.)
_NEGATED_ITEM = r"(?=(?:no|not|never|nor|tampoco|nunca)\b)(?!(?:no|not)\s+[\w-]+(?:\s+[\w-]+)?\W*$)"
ITEMS = re.compile(rf",\s{_NEGATED_ITEM}|\s(?:and|y)\s{_NEGATED_ITEM}")


def subject(words: list[str]) -> set[str]:
    """What a sentence is about, for the pronoun of the next: its conditions' words and the words
    up to its first verb-like word, roughly its subject ("a melded permanent", "a double-faced card")."""
    text = " ".join(words)
    out = {w for c in conditions(text) for b in c for w in b}
    main = _CONDITION.sub(" ", text).split(",")[-1] if out else text
    head = []
    for w in main.split():
        if w in VERBS:
            break
        head.append(w)
    return out | content_stems(head[:6])


# A later clause with no subject of its own: it opens with a pronoun, a negation or a verb ("esto
# afecta …", "no se considera que tenga un nivel real", "it is not …").
_SUBJECTLESS_WORDS = "esto eso ello this that it they se no not is are can may es son puede pueden tampoco"
_SUBJECTLESS = frozenset(_SUBJECTLESS_WORDS.split())


def head(words: list[str]) -> list[str]:
    """The words before the first verb-like word ("is", "can", "pueden" …): roughly the subject."""
    out = []
    for w in words:
        if w in VERBS:
            break
        out.append(w)
    return out


# A later clause whose subject is a definite noun ("…, and the card neither enters nor leaves the
# battlefield", "… y la carta …") names again what the sentence is about.
_RENAMING = re.compile(r"^\W*(?:the|this|that|el|la|los|las|esta|este)\s+[^\W\d_]+")


def renamed_subject(sentence: str):
    """For each clause of the sentence: the words of the first clause's subject (its conditions' and
    its first words) when the clause, not the first, opens with a definite noun, else ()."""
    first = CLAUSES.split(sentence, maxsplit=1)[0]
    said = subject(words_of(first))

    def of(clause: str) -> set[str] | tuple:
        return said if clause not in first and _RENAMING.match(fold(clause)) else ()

    return of


def lent_subject(sentence: str):
    """For each clause of the sentence: the words of the first clause's subject and how many of its
    nouns are negated ("Los digimon Sin Nivel") when the clause has no subject of its own, else
    ((), 0). A function of the clause's text."""
    first = CLAUSES.split(sentence, maxsplit=1)[0]
    words = words_of(first)
    said = subject(words), sum(w in DESCRIPTORS for w in head(words))

    def of(clause: str) -> tuple[set[str] | tuple, int]:
        opening = words_of(clause)[:1]
        # (An item of the first clause has its subject's negations already: clauses_of.)
        return said if clause not in first and opening and opening[0] in _SUBJECTLESS else ((), 0)

    return of


def in_order(words: list[str], spanish: bool | None = None) -> list[str]:
    skip = STOP | NEGATIONS | DESCRIPTORS | LIMITERS | {"no"}
    spanish = is_spanish(words) if spanish is None else spanish
    return [s for w in words if w not in skip and (len(w) > 1 or not w.isalnum()) for s in expand(w, spanish)]


def split_sentences(text: str) -> list[str]:
    """A section's text as sentences: split after . ! ? followed by a space and a capital or a quote,
    and at a blank line (a paragraph ends a sentence that has no stop: "… last seen in Future Sight")."""
    parts = re.split(r"(?:(?<=[.!?])|(?<=[.!?][)\"”]))\s+(?=[A-ZÁÉÍÓÚÑ¿¡\"“(])|\s*\n\s*\n\s*", text.strip())
    return [p.strip() for p in parts if len(p.strip()) > 3]


def clauses_of(text: str):
    """Each clause of the sentence, and each item of a list of negated predicates in it, with the
    negations of nouns ("Sin nivel", "without") of the whole clause (its subject's, said of each
    item) and, for an item, the language of the clause (None: as its own words are read)."""
    for clause in CLAUSES.split(text):
        items = ITEMS.split(clause)
        if len(items) == 1:
            items = _denied_predicates(clause)
        words = words_of(clause)
        said = polarity(words, fold(clause)).descriptors
        for item in items:
            if len(items) == 1:
                yield item, polarity(words, fold(item)).descriptors, None
            else:
                yield item, said, is_spanish(words)


# A later predicate of the same subject that "no" denies: "A Contested face … is Unshielded, prints
# no shields icon": the face is Unshielded, and it prints no icon — each with its own polarity.
_NO_PREDICATE = re.compile(r",\s+(?=[a-z]+s\s+no\b)")
_RELATIVE = re.compile(r"\b(?:that|which|who)\s+$")


def _denied_predicates(clause: str) -> list[str]:
    """The clause, or its predicates each with the clause's subject (its words before its verb, a
    relative clause's verb apart) when a later one is denied by "no"."""
    parts = _NO_PREDICATE.split(clause)
    if len(parts) == 1:
        return parts
    folded = fold(parts[0])
    verb = next(
        (
            m
            for m in re.finditer(r"\b[a-z]+\b", folded)
            if m.group() in VERBS and not _RELATIVE.search(folded[: m.start()])
        ),
        None,
    )
    if verb is None:
        return [clause]
    subject = parts[0][: verb.start()] if parts[0].isascii() else folded[: verb.start()]
    return [parts[0], *(f"{subject.strip()} {p}" for p in parts[1:])]


def compact(asked: frozenset[str], order: tuple[frozenset[str], ...]) -> bool:
    """Whether the question's words found in the clause stand close together there, not scattered
    over a long sentence ("a Magic card back" is not "a Magic card face … back face up")."""
    hits = sorted((i, w) for i, g in enumerate(order) for w in g & asked)
    wanted = {w for _i, w in hits}
    if len(wanted) < 2:
        return True
    best, seen, start = len(order), {}, 0
    for i, w in hits:
        seen[w] = seen.get(w, 0) + 1
        while len(seen) == len(wanted):
            best = min(best, i - hits[start][0] + 1)
            first = hits[start][1]
            seen[first] -= 1
            if not seen[first]:
                del seen[first]
            start += 1
    return best <= 2 * len(wanted) + 4


def told_before(text: str) -> str:
    """What a question says before it asks: the sentences before its last one ("X happened.
    Is …?") and what stands before a Spanish "¿" ("Una vez puesta en el slot, ¿puede …?")."""
    cut = max(text.rfind("¿"), max((text.rfind(s, 0, len(text) - 1) for s in (". ", "! ", "? ")), default=-1))
    return text[:cut] if cut > 0 else ""


def negation_scope(words: list[str], spanish: bool | None = None) -> set[str]:
    """The content words a clause's negation denies: those after its first "not" (or Spanish "no")
    that do not come before it too. "Transforming a permanent into a land isn't the same as playing
    a land" denies "same as playing", not "transforming"; empty for a clause with no negation."""
    spanish = is_spanish(words) if spanish is None else spanish
    stops = NEGATIONS | ({"no"} if spanish else set())
    at = next((i for i, w in enumerate(words) if w in stops), None)
    if at is None:
        return set()
    return content_stems(words[at + 1 :], spanish) - content_stems(words[:at], spanish)


def conditions_met(asked: frozenset[str], conditions) -> bool:
    """Whether the question names, for each condition of the sentence, one of its alternatives."""
    return all(any(_named(asked, branch) for branch in condition) for condition in conditions)


# A word that picks one of a card's two faces (its front or its back): a condition that says it is not
# named by a question that leaves it out ("copying the back face of a transforming double-faced
# permanent" is no "copying a transforming double-faced permanent", which may copy its front face).
_CHOOSES_ONE = frozenset(canonical(w, False) for w in ("front", "back"))


def _named(asked: frozenset[str], branch: tuple[frozenset[str], ...]) -> bool:
    """Whether the question names the branch of a condition: each of its words, or all but one (a
    third, of a long one) of a branch of four or more ("When multiple cards are moved from a public
    area then placed into a private area" is named by "When several cards move from a public area to
    a private area"; "Si el ataque A de tu Digimon baja a cero por el efecto del ataque C del oponente"
    by "Si el ataque A baja a cero por el ataque C del oponente")."""
    left = [g for g in branch if g.isdisjoint(asked)]
    if any(w in _CHOOSES_ONE for g in left for w in g):
        return False  # "copying the back face of …" is not named by "copying …": the face picks one of two
    unnamed = len(left)
    # (Not a branch of three: "If a permanent is copying a melded permanent" is no "melded permanent".)
    return unnamed == 0 or (len(branch) >= 4 and unnamed <= max(1, len(branch) // 3))


def negated_conditions(text: str) -> int:
    """How many of a text's conditions hold a negation ("when a flipping Spacecraft cannot hold
    them", "Si no cumple con los requisitos"): a question and a sentence must agree on it, since a
    "not" in a condition does not turn what is said."""
    folded = _PARENTHESES.sub(" ", fold(text))
    spanish = is_spanish(WORD.findall(folded))
    stops = NEGATIONS | ({"no"} if spanish else set())
    # (an English "no" after a verb denies too: "If the Bound Character has no Storyline, …")
    return sum(
        any(w in stops or (w == "no" and not spanish and denies(words, i)) for i, w in enumerate(words))
        for words in (words_of(found.group(0)) for found in _CONDITION.finditer(folded))
    )
