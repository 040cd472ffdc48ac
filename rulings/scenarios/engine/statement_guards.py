"""The statement reader's checks of a question against one clause (statements.py): whether it
names what the clause is about, what it says beyond its condition, what its "not" denies, and
every word of it (for "only X are Y" to answer "Are X Y?")."""

from __future__ import annotations

import re

from rulings.scenarios.engine import statement_only as only
from rulings.scenarios.engine.named_parts import kind_unnamed_in
from rulings.scenarios.engine.question_form import CLAIM_DENIED
from rulings.scenarios.engine.reader import scene_of
from rulings.scenarios.engine.statement_limits import times_removed
from rulings.scenarios.engine.statement_question import NOT_PREFIXES, Reading
from rulings.scenarios.engine.statement_words import (
    NEGATIONS,
    NUMBERS,
    OPPOSITES,
    canonical,
    content_stems,
    fold,
    is_spanish,
    spelled,
    words_of,
)


def topic_named(q: Reading, p) -> bool:
    return not p.topic or not p.topic.isdisjoint(q.words)


def predicate_named(q: Reading, p) -> bool:
    """Whether the question names something the clause says beyond its condition and its topic:
    "Are cards in the security stack placed face-up?" names only the condition of "If a face-up card
    is placed in a security stack, the card becomes public information". What only its concession
    names ("… permanece en la ranura aunque el Digimon … se envíe al Dark Area") is not said."""
    if not p.conditions and not p.conceded:
        return True
    said = {w for c in p.conditions for b in c for g in b for w in g} | set(p.topic)
    asked = q.words & (p.words - p.conceded)
    return not asked.issubset(said) or bool(q.words & p.negated) or bool(opposed(q.words, p))


# "Does transforming count as casting?", "¿Se considera …?": asks what a thing is taken as, which a
# sentence naming both words without relating them ("… allow the card to … transform … and/or … be cast")
# does not say.
_ASKS_AS = re.compile(
    r"\b(?:counts?|counted|considered|treated|regarded|cuenta|cuentan|considera\w*)\s+(?:as|como)?\b|"
    # "Is transforming the same as entering the battlefield?", "Does it work like a blink?"
    r"\bsame\s+(?:thing\s+)?as\b|\bworks?\s+(?:just\s+)?like\b|\b(?:igual|lo mismo)\s+que\b",
    re.I,
)
_SAYS_AS = re.compile(
    r"\b(?:counts?|counted|consider\w*|treat\w*|regard\w*|same|is|are|isn't|aren't|was|were|becomes?|"
    r"es|son|ser[aá]n?|cuent\w*|contad\w*|contar)\b",
    re.I,
)


def relation_said(question: str, sentence: str) -> bool:
    """Whether a question asking what a thing counts as is met by a sentence that says what a thing is."""
    return not _ASKS_AS.search(question) or bool(_SAYS_AS.search(sentence))


def denial_named(q: Reading, p) -> bool:
    """Whether the question names what a negated clause denies: "Can a land transform?" is not
    answered by "Transforming a permanent into a land isn't the same as playing a land"."""
    if not p.denied or p.polarity.negations != 1:
        return True
    named = not q.words.isdisjoint(p.denied) or bool(q.words & p.negated) or bool(opposed(q.words, p))
    return named or _outcome_named(q, p)


# What an effect that does not take place is denied by ("… effect won't trigger", "no se activa").
_TAKES_PLACE = frozenset(canonical(w, False) for w in ["trigger", "activate", "resolve", "apply"])
_QUOTE = re.compile(r'"[^"]+"|“[^”]+”')


def _outcome_named(q: Reading, p) -> bool:
    """Whether the question asks what a quoted effect does, when the clause denies that the effect
    takes place at all: "… a "[Start of Your Main Phase] If your opponent has a Digimon, gain 1
    memory" effect won't trigger." answers "Does it still give me the memory?" (no: what an effect
    that does not trigger would do does not happen). The question names a word only the quote has."""
    if not p.denied <= _TAKES_PLACE:
        return False
    text = fold(p.sentence.text)
    spanish = is_spanish(words_of(text))
    quoted = content_stems(words_of(" ".join(_QUOTE.findall(text))), spanish)
    outside = content_stems(words_of(_QUOTE.sub(" ", text)), spanish)
    return bool(quoted) and not q.words.isdisjoint(quoted - outside)


# Card text a question quotes: "…" or '…' (an apostrophe inside a word, "Tamer's", opens none).
_QUESTION_QUOTE = re.compile(r'"[^"]+"|“[^”]+”|‘[^’]+’|(?<!\w)\'[^\']{8,}\'(?!\w)')
MIN_QUOTED = 3  # content words a quoted effect holds at least to be told apart from the rule's
QUOTE_SHARE = 2 / 3  # … and the share of them the rule's own quoted effect must hold


def other_quote(question: str, sentence: str) -> bool:
    """Whether the question quotes an effect of its own that the sentence's quoted example is not:
    3-4-5-6's example ("… a "[Your Turn] When your Digimon digivolves, … <Draw 1>" effect doesn't
    trigger.") does not decide "My Tamer's effect says 'if you have a Digimon in your breeding area,
    <Draw 1>'. Do I draw?", an effect the rule's exception ("except for effects that explicitly …
    reference breeding areas") may cover."""
    asked = " ".join(_QUESTION_QUOTE.findall(fold(question)))
    said = " ".join(_QUOTE.findall(fold(sentence)))
    if not asked or not said:
        return False
    spanish = is_spanish(words_of(fold(sentence)))
    if spanish != is_spanish(words_of(fold(question))):
        return False  # an English quote of a Spanish card's words: the words cannot be compared
    mine, theirs = content_stems(words_of(asked), spanish), content_stems(words_of(said), spanish)
    return len(mine) >= MIN_QUOTED and len(mine & theirs) < QUOTE_SHARE * len(mine)


def opposed(words, p) -> set[str]:
    """The words whose opposite the clause says ("face-down?" against "placed face-up")."""
    return {w for w in words if not OPPOSITES.get(w, frozenset()).isdisjoint(p.words)}


_FACE_SIDE = re.compile(r"\bface(?:\s+|-\s*)(up|down)\b")
_SIDES = {"up": "down", "down": "up"}


def face_sides(text: str) -> frozenset[str]:
    """The sides a text says a face is ("enters the battlefield face up": "up"), written in two words."""
    return frozenset(_FACE_SIDE.findall(fold(text)))


def sides_opposed(asked: frozenset[str], words: frozenset[str], sentence: str) -> set[str]:
    """The sides the question names whose opposite the sentence says of a face, and not they: "Does
    a manifested double-faced card enter the battlefield face up?" against "… it will be put onto
    the battlefield face down". Not when the question says the other side's word otherwise ("pick
    up … face down"): which one the sentence's is cannot be told."""
    if not asked or not (words & set(_SIDES)) <= asked:
        return set()
    said = face_sides(sentence)
    return {w for w in asked if _SIDES[w] in said and w not in said}


def narrow(q: Reading, p) -> bool:
    """Whether the question names every content word of the clause and asks of no whole."""
    unasked = only.unasked_alternatives(q.words, p.alternatives)  # "discarded or moved", asked of one
    return not q.polarity.whole and all(
        not g.isdisjoint(q.words)
        or any(w == pre + x for pre in NOT_PREFIXES for x in q.words for w in g)
        or g in unasked
        for g in p.groups
    )


def numbers(text: str) -> frozenset[int]:
    """The numbers a text names ("count as two", "triggers twice", "Only 1 card")."""
    return frozenset(NUMBERS[w] for w in words_of(text) if w in NUMBERS)


# "which of its two faces", "one of the two cards": the count names the whole a thing is one of.
_PARTITIVE = re.compile(r"\bof\s+(?:the|its|their|his|her|my|your|these|those|both)\s+(\w+)")


def counts_told(question: str) -> frozenset[str]:
    """The count words a question tells rather than asks: those of the scene before the sentence that
    asks ("I have two Characters deployed at a Location and it flips. Are they still deployed?") and a
    partitive's ("which of its two faces"). A count in the asking sentence is asked ("Can two Digimon
    sit in my breeding area?"), and stays a word the clause must name."""
    scene = words_of(scene_of(question))
    partitive = _PARTITIVE.findall(fold(question))
    return frozenset(w for w in [*scene, *partitive] if w in NUMBERS)


def numbers_agree(asked: frozenset[int], sentence: str, question: str = "") -> bool:
    """Whether a question that names a number ("… count as one?") names one the sentence names too,
    when the sentence names any ("… counts as two cards that moved"): "one" is no content word, and
    a number is no detail — but a value written in figures ("a mana value of 0?", not "+1/+1") is
    one, and a sentence that names no number does not state it."""
    if (
        not labels_agree(question, sentence)
        or pair_crossed(question, sentence)
        or counts_crossed(question, sentence)
    ):
        return False  # "ataque B" against "ataque A de 360"; "New Moon" on Antiramon against on Dianamon
    if _COUNT_ASKED.search(fold(question)) and not _AMOUNT.search(fold(sentence)):
        return False  # "… my opponent's security stack count?": not answered by who may look at the cards
    said = numbers(sentence) if asked else frozenset()
    if not said and asked and _VALUE.search(fold(question)):
        return False
    if not asked and _STATED_VALUE.search(fold(sentence)):
        return False  # "is its mana value the front face's?" against "the mana value … is 0": not compared
    return not said or not asked.isdisjoint(said)


# A sentence whose statement is a value: "the mana value of that permanent is 0", "equals zero". A question
# naming no number asks another value ("the front face's"), which the reader does not compare with it.
_STATED_VALUE = re.compile(
    r"\b(?:is|are|was|be|becomes?|equals?|es|son|sera)\s+(?:equal to\s+|igual a\s+)?"
    r"(?:\d+|zero|cero)\b(?![/\d])"
)


# A question asking how many (the count of a stack, the size of a hand), and a sentence saying an amount.
_COUNT_ASKED = re.compile(
    r"\bhow many\b|\bnumber of\b|\bcount\b(?!\s+(?:as|for|toward)\b)|\bsize of\b|\bcuant[ao]s\b|\bnumero de\b"
)
_AMOUNT = re.compile(r"\bnumber\b|\bhow many\b|\bcount|\bnumero\b|\bcantidad\b|\bcuant[ao]s\b|\d")
# A one-letter label ("attack A", "Battle Type C", "Offense Plug-In A"): a capital letter standing alone,
# not opening a sentence (the article "A") and not "I".
_LABEL = re.compile(r"(?<![.!?¿¡]\s)(?<!^)(?<![\w'’-])([A-HJ-Z])(?![\w'’-])")


def labels(text: str) -> set[str]:
    return {found.group(1) for found in _LABEL.finditer(text.strip())}


def labels_agree(question: str, sentence: str) -> bool:
    """Whether the one-letter labels the question names are among the sentence's, when it names any:
    "¿… en el ataque B de 360?" is not answered by "… en el ataque A de 360"; and whether the bracketed
    tags it names in turn are the sentence's, when both name as many: "[Star] flip to … [Star]" is
    not answered by "[Star] can flip to … [Moon]"."""
    asked, said = labels(question), labels(sentence)
    tags, told = _TAG.findall(question.lower()), _TAG.findall(sentence.lower())
    if tags and len(tags) == len(told) and tags != told:
        return False
    return not asked or not said or asked <= said


_TAG = re.compile(r"\[(\w+)\]")


_NAME = r"(?:\"[^\"]+\"|[A-Z][\w-]+(?:\s+[A-Z][\w-]+)*)"
_PAIRED = re.compile(rf"({_NAME})\s+(on|of|for|de|en)\s+([A-Z][\w-]+)")


def pair_crossed(question: str, sentence: str) -> bool:
    """Whether the question pairs two names ('"New Moon" on Antiramon') that the sentence names but
    pairs otherwise ('“New Moon” on Dianamon and “Deva” on Antiramon')."""
    asked, said = _quoted(question), _quoted(sentence)
    for found in _PAIRED.finditer(asked):
        first, word, second = found.group(1), found.group(2), found.group(3)
        both = first in said and re.search(rf"\b{re.escape(second)}\b", said)
        if both and not re.search(rf"{re.escape(first)}\s+{word}\s+{re.escape(second)}\b", said):
            return True
    return False


def _quoted(text: str) -> str:
    return re.sub(r"[“”]", '"', text.replace("’", "'"))


_COUNTED_WORD = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z][a-z-]+)\b")


def counts_crossed(question: str, sentence: str) -> bool:
    """Whether a number the question gives a thing ("7 red double-faced cards") is not the one the
    sentence gives it ("… 6 red and 7 green double-faced cards"): the sentence counts it otherwise."""
    said: dict[str, set[str]] = {}
    for number, word in _counted(sentence):
        said.setdefault(word, set()).add(number)
    if any(word in said and number not in said[word] for number, word in _counted(question)):
        return True
    # the same number said of another thing: "six cards" against "There are six specific meld pairs."
    after = _things_after(sentence)
    # (of a thing: "nivel 4 es …" names no thing after the number)
    return any(
        number in after and len(word) > 3 and word not in after[number] for number, word in _counted(question)
    )


def _things_after(sentence: str) -> dict[str, set[str]]:
    """number → the words (in the singular) of up to three words after it, for each number the sentence
    names."""
    words = re.findall(r"[a-z0-9][a-z0-9-]*", fold(sentence))
    out: dict[str, set[str]] = {}
    for i, w in enumerate(words):
        if w.isdigit() or w in _COUNT_WORDS:
            found = out.setdefault(str(NUMBERS.get(w, w)), set())
            found |= {x[:-1] if x.endswith("s") and not x.endswith("ss") else x for x in words[i + 1 : i + 4]}
    return out


_COUNT_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})


def _counted(text: str) -> list[tuple[str, str]]:
    """(number, thing) pairs, the thing in the singular and the number as figures ("two permanents" is
    ("2", "permanent"), as "one permanent" is ("1", "permanent"))."""
    out = []
    for number, word in _COUNTED_WORD.findall(fold(text)):
        thing = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
        out.append((str(NUMBERS.get(number, number)), thing))
    return out


_VALUE = re.compile(r"(?<![+\-/\d])\b(?:\d+|zero|cero)\b(?![/\d])")


_OWN = re.compile(r"\b(?:their|his or her|respective|own|owner)\b")
_CROSSED = re.compile(
    r"\b(?:i|me|my|mine)\b.*\bopponent|\bopponent.*\b(?:i|me|my|mine)\b"
    # "players … their opponent's trash" (folded: "their opponent trash"), not "their opponent may …"
    r"|\b(?:their|his|her|its|the|an?|each|other) opponent(?:'?s)? (?:hand|deck|trash|security|area|field|"
    r"discard|graveyard|library|zone|side|cards?|digimon|breeding|battle|stack)\b"
)


def crossed(question: str, sentence: str) -> bool:
    """Whether the question crosses two players ("Can my opponent change the order of cards in my
    hand?") against a sentence about each player's own thing ("Players can change the order of cards
    in their respective hand"): who acts and whose thing it is differ, which the sentence does not say."""
    asked = re.sub(r"\b(?:my|your)\s+(?=opponent)", "", times_removed(fold(question)))  # "my opponent": one
    return bool(_CROSSED.search(asked)) and bool(_OWN.search(fold(sentence)))


# "los niveles Híbridos y los Sin nivel": a "without" that belongs to the other of two things joined.
_JOINED_WITHOUT = re.compile(
    r"\b([\w-]+)\s+(?:y|o|and|or)\s+(?:(?:los|las|el|la|the|a|an)\s+)?(?:sin|without)\s+[\w-]+"
)


def joined_without(asked: frozenset[str], sentence: str) -> int:
    """How many of the sentence's "without"s belong to the other of two things it joins, when the
    question names the first ("¿Un Digimon Híbrido puede evolucionar …?" against "los niveles
    Híbridos y los Sin nivel … tampoco pueden evolucionar"): they describe a thing not asked about."""
    return sum(
        any(canonical(found.group(1), spanish) in asked for spanish in (True, False))
        for found in _JOINED_WITHOUT.finditer(fold(sentence))
    )


def split_by_or(asked: frozenset[str], sentence: str) -> bool:
    """Whether a word of the question stands on both sides of an "or" of the sentence, one side
    negated and the other not: "The mana value of a split card not on the stack or of a fused split
    spell on the stack is …" says one thing for each side, and "on the stack?" asks of both."""
    words = words_of(sentence)
    for i, word in enumerate(words):
        if word not in ("or", "o", "u"):
            continue
        left, right = _side(words[:i][::-1]), _side(words[i + 1 :])
        if _negated(left) == _negated(right):
            continue
        spanish = is_spanish(words)
        if not asked.isdisjoint(content_stems(left, spanish) & content_stems(right, spanish)):
            return True
    return False


def _side(words: list[str]) -> list[str]:
    """The words of one side of an "or", up to the clause's edge (a comma-free run of at most 12)."""
    return words[:12]


def _negated(words: list[str]) -> bool:
    return any(w in NEGATIONS or w == "no" for w in words)


def kind_unnamed(question: str, vocabulary: frozenset[str]) -> str:
    """A kind of card the question names that the text never names ("an Event card" where the text
    speaks of Characters, Spacecraft and Locations): what it says of other kinds is not said of it."""
    # "a non-transforming card" is named by a text that names transforming ones ("a card that isn't a
    # transforming double-faced card"): its kind is what the text's word denies.
    return kind_unnamed_in(fold(question), vocabulary, lambda w: spelled([_NON.sub("", w)], vocabulary)[0])


_NON = re.compile(r"^non-?(?=\w{4})")


def unread_frame(question: str, vocabulary: frozenset[str]) -> bool:
    """Whether the question frames what it asks so that a clause's yes or no would not answer it: a
    kind of card the text never names, or a claim asked to be false ("Is it false that …?")."""
    return bool(CLAIM_DENIED.search(question) or kind_unnamed(question, vocabulary))


# "dos cartas con el mismo nombre pero con diferente número", "… the same name but with a different
# number": a qualification the sentence sets on what it speaks of (ddm 2.2), which a question that names
# none of its words may not meet.
_BUT_WITH = re.compile(
    r"\b(?:pero|but)\s+(?:(?:con|with)\s+|(?=(?:an?\s+|una?\s+)?(?:different|another|distint|diferent|otr)))"
    r"((?:[\w-]+\s+){0,2}[\w-]+)"
)


def qualifier_unnamed(asked: frozenset[str], sentence: str) -> bool:
    """Whether the sentence qualifies what it speaks of with "but with …" / "pero con …" and the question
    names no word of the qualification."""
    for found in _BUT_WITH.finditer(fold(sentence)):
        words = words_of(found.group(1))
        stems = content_stems(words, is_spanish(words_of(sentence)))
        if stems and asked.isdisjoint(stems):
            return True
    return False
