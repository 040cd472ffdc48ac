"""German words a question and a rule write apart, met through the index's own vocabulary.
Pure Python (the index is asked through a `known(stem) -> bool` callable); no Django.

Two kinds, each a few stems at most per word:
  - the head of a compound: German writes "Auswahl", "Startspieler", "Schadenspunkte" as one
    word, and a rule may use the head alone ("Wahl", "Spieler"). The longest ending of the
    question's stem that the index holds as a word of its own is the head.
  - a verb's present-tense forms: Snowball leaves "zieht", "verlässt", "trifft" apart from
    "ziehen", "verlassen", "treffen". The stem without its -t/-st, and with the vowel the
    strong verbs change (i → e, ie → e: "trifft" → "treff", "sieht" → "seh"), when the index
    holds that stem.
"""

from __future__ import annotations

from collections.abc import Callable

HEAD_MIN = 4  # a head this long at least ("spiel", "wahl"; "art" is too short to tell anything)
PART_MIN = 3  # … after a first part this long at least ("aus", "start")
VERB_MIN = 4  # a verb form this long at least ("gibt")
MAX_VARIANTS = 2  # stems per word, of each kind
MAX_CHARS = 40  # longer words get none: no German word in the rules is that long, and each
# ending of a word is a look-up
COMPOUND_MIN = 5  # a stem this long at least ("spiel" starts too much to say anything)
COMPOUND_REST = 3  # … and the compound longer by this much (not just an ending)
COMPOUND_MAX = 4  # compounds per word, the most frequent


def compound_head(stem: str, known: Callable[[str], bool]) -> str | None:
    """The longest proper ending of the stem that is a word of the index, or None."""
    for start in range(PART_MIN, len(stem) - HEAD_MIN + 1):
        head = stem[start:]
        if known(head):
            return head
    return None


def verb_stems(stem: str, known: Callable[[str], bool]) -> list[str]:
    """The stems a present-tense verb form shares with its other forms, those the index holds."""
    if len(stem) < VERB_MIN or not stem.endswith("t"):
        return []
    bases = [stem[:-1]]
    if stem.endswith("st") and len(stem) > VERB_MIN:
        bases.append(stem[:-2])
    out: list[str] = []
    for base in bases:
        for candidate in (base, *_vowel_changes(base)):
            if candidate != stem and candidate not in out and known(candidate):
                out.append(candidate)
    return out[:MAX_VARIANTS]


def _vowel_changes(base: str) -> list[str]:
    """The base with its last i or ie made e: "triff" → "treff", "sieh" → "seh", "gib" → "geb"."""
    at = base.rfind("i")
    if at <= 0:
        return []
    if base[at - 1] == "e":  # "ei" is a diphthong ("bleibt"), not an i that changes
        return []
    if at + 1 < len(base) and base[at + 1] == "e":
        return [base[:at] + base[at + 1 :]]  # "sieh" → "seh"
    return [base[:at] + "e" + base[at + 1 :]]


def variants(
    stems: list[str], known: Callable[[str], bool], common: Callable[[str], bool] | None = None
) -> tuple[list[str], list[str]]:
    """(the stems' compound heads, their verb stems) that the index holds, new ones only. A head
    must be `common` (in more than one text: a word fused by a missing space is no head)."""
    heads: list[str] = []
    verbs: list[str] = []
    for stem in stems:
        if len(stem) > MAX_CHARS:
            continue
        head = compound_head(stem, common or known)
        heads += [head] if head else []
        verbs += verb_stems(stem, known)
    return _new(heads, stems), _new(verbs, stems)


def _new(found: list[str], stems: list[str]) -> list[str]:
    return [v for v in dict.fromkeys(found) if v not in stems]


def index_variants(reader, field: str, stems: list[str], memo: dict) -> tuple[list[str], list[str]]:
    """`variants` of each stem against the index's words in `field` (a head in two documents at
    least), memoised per reader."""
    heads: list[str] = []
    verbs: list[str] = []
    for stem in stems:
        key = ("german", field, stem)
        if key not in memo:
            memo[key] = variants(
                [stem],
                lambda s: reader.doc_frequency(field, s) >= 1,
                lambda s: reader.doc_frequency(field, s) >= 2,
            )
        heads += memo[key][0]
        verbs += memo[key][1]
    return _new(heads, stems), _new(verbs, stems)


def compounds(reader, field: str, words, memo: dict) -> list[str]:
    """The index's German compounds that begin with one of the words, a few per word."""
    out: list[str] = []
    for word in words:
        if len(word) < COMPOUND_MIN:
            continue
        key = ("compound", word)
        if key not in memo:
            longer = [t.decode() if isinstance(t, bytes) else t for t in reader.expand_prefix(field, word)]
            longer = [t for t in longer if len(t) >= len(word) + COMPOUND_REST]
            longer.sort(key=lambda t: (-reader.doc_frequency(field, t), t))
            memo[key] = longer[:COMPOUND_MAX]
        out += memo[key]
    return list(dict.fromkeys(out))
