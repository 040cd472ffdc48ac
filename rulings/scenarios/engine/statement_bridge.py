"""A question's word the rules text never writes, read as the text's word for the same meaning
through general English (WordNet 3.x, wordnet.py): "Is the field split into …?" against "The field
is divided into …"; "public info" against "public information"; "goes into a hidden zone" against
"enters a hidden zone". Plain Python; the question is rewritten, then read by the statement reader
as any question is, so every guard of the reader still applies.

The bridge is conservative, for every game alike:

- only a word of an English question that no clause, heading or glossary of the text holds (nor a
  typo of one, nor a word the reader's own lexicon already reads, nor a name capitalised inside the
  sentence); never a function word, a negation, a word that limits a statement, a number or a
  particle — what the question says and how (its polarity, negation, conditions) is kept, only one
  word is spelled as the text spells it;
- it is bridged to a word of the text that shares the word's first sense in a part of speech the
  word may have there (after "to" or a modal a verb, after an article a noun), when that sense is
  among the target's own first two senses too, in the part of speech the target has most senses in
  ("split" → "divide"; not "sort" → "form", whose first senses are not "sort"; not "turn over" →
  "hand", a noun in the text), and only when exactly one of the text's words does;
- a phrasal verb ("goes into", "taken off") is bridged as one word, by its own first sense; a word
  that is a lemma of its own is not read as another's inflection ("left" is not "leave").

Variants measured on tune, probe, spot, wide … wide4 and the scenarios_rt_* sets (right %, every
one at 0 % confident-wrong; base 57.1 % right on wide4, 58.6 % on wide3):

- kept: first sense synonyms, mutual first senses, phrasal verbs (wide3 59.3, wide4 57.5, every
  other set unchanged, 0 wrong).
- rejected, derivational forms of the first sense ("+" pointers: "deleted" → "deletion", but also
  "active" → "action", "stop" → "stay", "end" → "last", "limit" → "specify"; WordNet's derivation
  pointers here are not kept to the lemma): wide3 58.9 (one of the kept variant's answers lost),
  wide4 57.5, tune, probe, spot, wide, wide2 unchanged (stopped there); "stop" → "stay" is a
  polarity hazard.
- rejected, one hypernym step ("@": "flip" → "turn", "become" → "turn", "top" → "part", "damage" →
  "change"): spot 0.0 → 0.7 % confident-wrong — "Is the number of cards in my hand secret?" was
  answered yes by "The number of cards in each area is public information." ("secret" is a kind of
  "information"): a question about the specific thing answered by a rule about the general one.
- not tried (time): gloss words of the first sense (broader than the hypernym step), the first two
  senses of the question's word. Without the mutual-sense check "sort" became "form", "fit" "primed"
  and "turned over" "hand"; with "on"/"in" as particles "go on the stack" became "continue the stack".
"""

from __future__ import annotations

import functools
import re
import weakref

from rulings.scenarios.engine import wordnet
from rulings.scenarios.engine.statement_words import (
    DESCRIPTORS,
    EVERYDAY,
    LIGHT,
    LIMITERS,
    NEGATIONS,
    NUMBERS,
    PHRASES,
    STOP,
    WHOLE,
    canonical,
    is_spanish,
    spelled,
    words_of,
)

MUTUAL = 2  # the shared sense is among the target word's first two senses (_mutual)
# Never bridged, nor bridged to: what says how a statement is said (function words, negations, words
# that limit it, numbers). A word the reader's own lexicon reads is not bridged either (_READ).
_SKIP = STOP | NEGATIONS | DESCRIPTORS | LIMITERS | WHOLE | frozenset(NUMBERS)
_READ = frozenset(EVERYDAY) | frozenset(PHRASES)


_KNOWN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # an Index → its stems, while it lives


def _known(index) -> frozenset[str]:
    """The stems the text holds: its clauses' words (and their glossary words) and its headings'."""
    found = _KNOWN.get(index)
    if found is None:
        found = frozenset(index.postings) | {canonical(w, False) for w in index.vocabulary}
        _KNOWN[index] = found
    return found


def bridged(question: str, index) -> str:
    """The question with each bridgeable word spelled as the text spells it (else as asked)."""
    if not wordnet.available():
        return question
    words = words_of(question)
    if not words or is_spanish(words):
        return question
    known = _known(index)
    out = _phrasal(question, words, known)
    names = _names(question)
    said = words_of(out)
    for i, w in enumerate(said):
        if w in names or not _bridgeable(w, known, index):
            continue
        found = {
            canonical(t, False): t
            for t in _meanings(w, _pos(said[i - 1] if i else ""))
            if t != w and _target(t, known)
        }
        if len(found) == 1:
            target = next(iter(found.values()))
            out = re.sub(rf"(?<![\w-]){re.escape(w)}(?![\w-])", target, out, flags=re.IGNORECASE)
    return out


# The particles of English phrasal verbs: "taken off" is "removed", "goes into" is "enters".
# (Not "on", "in", "through": more often a preposition than a particle, "go on the stack".)
_PARTICLES = frozenset(["up", "off", "out", "into", "over", "around", "back", "down", "away"])
# A word after one of these is a verb ("want to sort"), after one of those a noun ("the sort").
_BEFORE_VERB = frozenset(
    [
        "to",
        "can",
        "could",
        "may",
        "might",
        "must",
        "will",
        "would",
        "shall",
        "should",
        "not",
        "i",
        "you",
        "we",
        "they",
    ]
)
_BEFORE_NOUN = frozenset(
    ["a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "this", "these", "those", "of"]
)


def _phrasal(question: str, words: list[str], known: frozenset[str]) -> str:
    """The question with each phrasal verb ("takes off") that names, in its first sense, a single word
    of the text ("remove") said with that word."""
    out = question
    for verb, particle in zip(words, words[1:], strict=False):
        if particle not in _PARTICLES or not verb.isalpha() or verb in _SKIP:
            continue
        found = {
            canonical(t, False): t
            for lemma in wordnet.base_forms(verb, "v")
            for s in wordnet.senses(f"{lemma}_{particle}", "v")
            for t in s.lemmas
            if _target(t, known) and canonical(t, False) != canonical(verb, False) and _mutual(t, s)
        }
        if len(found) == 1:
            target = next(iter(found.values()))
            pattern = rf"(?<![\w-]){re.escape(verb)}\s+{particle}(?![\w-])"
            out = re.sub(pattern, target, out, flags=re.IGNORECASE)
    return out


def _names(question: str) -> frozenset[str]:
    """The words the question capitalises inside a sentence: names ("Profane Prince"), not words."""
    found = re.findall(r"(?<=[\w,;:)\"'] )([A-Z][a-z]+)", question)
    return frozenset(w.lower() for w in found)


def _bridgeable(w: str, known: frozenset[str], index) -> bool:
    if len(w) < 3 or not w.isalpha() or w in _SKIP | _READ or w in _PARTICLES or canonical(w, False) in LIGHT:
        return False
    if canonical(w, False) in known or w in index.vocabulary:
        return False
    return spelled([w], index.english) == [w]  # a typo is put right by the reader itself


def _target(t: str, known: frozenset[str]) -> bool:
    return t.isalpha() and len(t) >= 3 and t not in _SKIP and canonical(t, False) in known


def _mutual(t: str, s) -> bool:
    """Whether the sense is one of the target word's own first senses too ("divide" is first of
    all "split"; "form" is not first of all "sort"), in the part of speech it has most senses in (the
    text's "hand" is a noun: not the verb "turn over" is first of all)."""
    pos = "a" if s.pos == "s" else s.pos
    if not any(s.offset in wordnet.offsets(b, pos)[:MUTUAL] for b in wordnet.base_forms(t, pos)):
        return False
    count = {
        p: max((len(wordnet.offsets(b, p)) for b in wordnet.base_forms(t, p)), default=0) for p in "nvar"
    }
    return count[pos] >= max(count.values())


def _pos(before: str) -> str:
    """The parts of speech a word may be after this word."""
    return "v" if before in _BEFORE_VERB else "n" if before in _BEFORE_NOUN else "nvar"


@functools.lru_cache(maxsize=4096)
def _meanings(word: str, parts: str = "nvar") -> tuple[str, ...]:
    """The words of the word's first sense in each of these parts of speech that have it among their
    own first senses too."""
    out: list[str] = []
    own = any(wordnet.offsets(word, pos) for pos in "nvar")  # "left" is a word: not "leave" inflected
    for pos in parts:
        for s in wordnet.senses(word, pos, 1, own):
            out += [t for t in s.lemmas if _mutual(t, s)]
    return tuple(dict.fromkeys(out))
