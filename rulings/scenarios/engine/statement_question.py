"""The question as the statement reader (statements.py) reads it: its content words, its polarity,
its own setup and conditions, and the words it negates with a prefix ("unshielded")."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rulings.scenarios.engine import statement_definitions as defined
from rulings.scenarios.engine.question_form import no_yes_or_no
from rulings.scenarios.engine.reader import NEGATION, question_part, scene_of
from rulings.scenarios.engine.statement_clauses import conditions, negated_conditions, told_before
from rulings.scenarios.engine.statement_polarity import Polarity, obliges, polarity
from rulings.scenarios.engine.statement_words import (
    ONLY,
    RHETORICAL,
    WH,
    content_stems,
    fold,
    is_spanish,
    spelled,
    words_of,
)

MAX_WORDS = 80


@dataclass(frozen=True)
class Reading:
    """The question as this reader saw it."""

    words: frozenset[str]
    polarity: Polarity
    negated: frozenset[str] = frozenset()  # its words with a negating prefix ("unshield")
    hypernyms: tuple = ()  # the text's "The hand is a private area.", to find "hand" as an area
    setup: frozenset[str] = frozenset()  # the words of its own conditions ("Once placed in a slot, …")
    pairs: frozenset = frozenset()  # its content words side by side, as stems ("back face")
    negated_conditions: int = 0  # how many of its conditions hold a "not" ("when … cannot hold …")
    phrases: frozenset = frozenset()  # its words side by side in a noun phrase that the text says too
    both_of: frozenset[str] = frozenset()  # what it says "both" of ("both sides": "sid")
    means: bool = False  # it says how the thing is done ("… con una habilidad?"): statement_limits.py
    default: bool = False  # it asks what holds by default ("normally", "suele")
    times: frozenset[str] = frozenset()  # the words of a time it names ("during my opponent's turn")
    numbers: frozenset[int] = frozenset()  # the counts it names ("two cards")
    repeats: frozenset[int] = frozenset()  # how many times it asks a thing happens ("twice")
    repeat_words: frozenset[str] = frozenset()  # the stems saying so ("twic")
    told: frozenset[str] = frozenset()  # its count words told, not asked (statement_guards.counts_told)
    sides: frozenset[str] = frozenset()  # the side a face is said to be ("face up": "up")


def read(
    question: str,
    vocabulary: frozenset[str],
    english: frozenset[str] | None = None,
    open_: frozenset[str] = frozenset(),
) -> Reading | None:
    """The question's content words and polarity; None when it is not a plain yes-or-no question."""
    text = fold(question)
    if WH.search(text) or no_yes_or_no(question):
        return None
    if re.search(NEGATION, scene_of(question).lower(), re.IGNORECASE):
        return None  # "The effect says Flip, not facedown. He says …": what the scene denies is not read
    # "Doesn't it stay?" asks whether it stays, also after a scene ("It flipped. Doesn't it stay?"):
    # the negated auxiliary that opens the sentence that asks is no "not" of the question.
    rhetorical = any(
        RHETORICAL.search(part.lower().replace("’", "'")) for part in (question, question_part(question))
    )
    # "…, right?" asks to confirm, and names nothing; "counts how many cards …" (not asked: a question
    # that asks how many is no yes-or-no one, above) counts the number of them, as the rules say it.
    words = words_of(_HOW_MANY.sub("number of", _CONFIRMING.sub("?", text)))
    if not words or len(words) > MAX_WORDS:
        return None
    lexicon = vocabulary if is_spanish(words) or english is None else english
    words = joined(spelled(words, lexicon), vocabulary, open_)
    content = frozenset(content_stems(words))
    negated = frozenset(w for w in content if w.startswith(NOT_PREFIXES))
    setup = frozenset(w for c in conditions(" ".join(words)) for b in c for w in b)
    setup |= content_stems(spelled(words_of(told_before(text)), lexicon), is_spanish(words))
    # "My opponent only has a Digimon in their breeding area. Can my … choose it?": the scene's "only"
    # tells what there is; it limits nothing of what is asked.
    limited = [w for w in words if w not in ONLY] if _only_told(question) else words
    said = polarity(limited, " ".join(limited), rhetorical)
    # (The words have lost their commas: an obligation in a leading condition is the condition's.)
    said = replace(said, obliges=said.obliges and obliges(text))
    return Reading(
        content,
        said,
        negated,
        setup=setup,
        pairs=defined.pairs(words),
        negated_conditions=negated_conditions(question),
        both_of=frozenset(
            stem
            for found in _BOTH_OF.finditer(text)
            for stem in content_stems([found.group(1)], is_spanish(words))
        ),
    )


# A tag that asks to confirm what the question states ("Melded permanents can't be turned face down,
# right?"): the statement is asked, not the tag.
_CONFIRMING = re.compile(r",\s*(?:right|correct|yeah|yes|eh|huh)\s*\?+\s*$")
_HOW_MANY = re.compile(r"\bhow many\b")


def _only_told(question: str) -> bool:
    """Whether "only" is said in the scene before the sentence that asks, and not in that sentence."""
    scene = words_of(scene_of(question))
    return not ONLY.isdisjoint(scene) and ONLY.isdisjoint(words_of(question_part(question)))


# "both sides", "both of its faces", "ambos lados": the noun "both" is said of.
_BOTH_OF = re.compile(
    r"\b(?:both|ambos|ambas)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|these\s+|those\s+|los\s+|las\s+|sus\s+)?"
    r"([^\W\d_]+)"
)


def joined(words: list[str], vocabulary: frozenset[str], open_: frozenset[str]) -> list[str]:
    """The words with a compound spelled as the text spells it (``open_``: the text's two words side
    by side, "face down"): "digi egg" is its "digi-egg" when it never writes "digi egg"; "face-down"
    is its "facedown", or its "face down" when it writes only that."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w, after = words[i], words[i + 1] if i + 1 < len(words) else ""
        both = f"{w} {after}"
        pair = next((c for c in (f"{w}-{after}", f"{w}{after}") if after and c in vocabulary), None)
        if pair and w.isalpha() and after.isalpha() and both not in open_:
            out.append(pair)
            i += 2
            continue
        if "-" in w and w not in vocabulary:
            if w.replace("-", "") in vocabulary:
                w = w.replace("-", "")
            elif w.replace("-", " ") in open_ or all(x in vocabulary for x in w.split("-")):
                out.extend(w.split("-"))
                i += 1
                continue
        out.append(w)
        i += 1
    return out


NOT_PREFIXES = ("un", "non", "non-", "in")


def bases(words) -> frozenset[str]:
    """The words a negating prefix was put before: "shield" for "unshield"."""
    return frozenset(w[len(pre) :] for w in words for pre in NOT_PREFIXES if w.startswith(pre))
