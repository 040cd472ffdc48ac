"""Spelling helpers of the typo fix and "did you mean": the indexed words nearest a word the
index lacks, and typed contractions that are no typos. No Django."""

from __future__ import annotations

from rulings.search.analysis import LANGUAGES, tokens

TYPO_FIXES = 3  # near words tried per unknown word
# English negative contractions as typed on a phone, without the apostrophe: "isnt" is not a
# typo of "isle", it is "isn't", which the texts hold as "isn" + "t" (the same as a typed one).
_NT = ("is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "could", "should")
CONTRACTIONS = {
    **{f"{w}nt": f"{w}n't" for w in (*_NT, "would", "must", "need")},
    "cant": "can't",
    "wont": "won't",
    "shant": "shan't",
    "aint": "ain't",
}
EDGE = "()[]{},;:?!.\"'"


def closest_words(reader, word: str) -> list[str]:
    """The indexed words closest to a word the index lacks, most common first (three at most):
    one edit or two neighbouring letters swapped ("sogns" → "songs"), else, for a word longer
    than five letters, two edits."""
    near = {w for w in transpositions(word) if reader.doc_frequency("spell", w)}
    near.update(reader.terms_within("spell", word, 1, prefix=1))
    if not near and len(word) > 5:
        near.update(reader.terms_within("spell", word, 2, prefix=1))
    near.discard(word)
    return sorted(near, key=lambda w: (-reader.doc_frequency("spell", w), w))[:TYPO_FIXES]


def slips(typed: str, near: set[str]) -> set[str]:
    """The words of `near` that the typed word is with one letter left out ("limt" of "limit")
    or two neighbouring letters swapped ("lnad" of "land"): the slips a hand makes most, where a
    changed or an extra letter may as well be another word ("list", "rest")."""
    swapped = set(transpositions(typed))
    return {w for w in near if w in swapped or (len(w) == len(typed) + 1 and _one_left_out(typed, w))}


def _one_left_out(short: str, long: str) -> bool:
    """True when `short` is `long` with one letter left out."""
    i = next((k for k, (a, b) in enumerate(zip(short, long, strict=False)) if a != b), len(short))
    return short[i:] == long[i + 1 :]


def transpositions(word: str) -> list[str]:
    """The word with each pair of neighbouring letters swapped."""
    pairs = range(len(word) - 1)
    return [word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in pairs if word[i] != word[i + 1]]


def is_contraction(word: str) -> bool:
    """True for a negative contraction typed without its apostrophe ("isnt", "cant")."""
    return word.strip(EDGE).lower() in CONTRACTIONS


def stems_known(reader, word: str) -> bool:
    """True when the word's stem in one of the texts' languages is in some text of that language
    (another form of it is: "gains", "verlässt", "défié" are no typos)."""
    return any(
        reader.doc_frequency(fields[-1], stem)
        for analyzer, fields in LANGUAGES.values()
        for stem in tokens(analyzer, word)
    )
