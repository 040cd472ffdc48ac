"""The question's words as typed: a first-stage clause per content word in the texts' own,
unstemmed words. No Django.

An English question's content words also count as typed, unstemmed, in the texts' own words
(the `spell` field) at EXACT_BOOST of their weight (planner.py adds them): the stem joins forms
the rules keep apart ("countered" a spell and "counters" on a creature, "dies" and a die roll).
December 2026, through the whole search with every corpus loaded (r@1/r@3/r@10/MRR): tune
.744/.929/.976/.835 -> .744/.935/.976/.835, wide .478/.721/.816/.601 -> .515/.713/.838/.620,
wide2 .581/.775/.887/.684 -> .594/.775/.887/.691, wide3 .494/.713/.838/.609 -> .525/.719/.838/.635,
wide4 .600/.838/.931/.724 -> .613/.838/.931/.728. 0.15-1.0 all raise MRR and r@1 on every set;
r@3 moves by one to three cases either way between them (0.4 loses one case on wide, no other).
For German, French and Spanish questions it lowered Lorcana's French cases (their own analyzers
already stem): left out there.
It costs about 1 ms of the API's p50 (9.0 -> 10.0 ms in one run on a slow day). Skipping a form
found in nearly every text of its stem (df(form) >= 0.9 or 0.999 of df(stem)) won the time back
at 0.9 but lost wide2 r@3 .775 -> .750 and wide3 .719 -> .694 (at 0.999: no time back, wide2 and
wide3 lost too): not kept.
"""

from __future__ import annotations

from rulings.search.analysis import EN, SPELL, tokens
from rulings.search.scoring import Clause

EXACT_BOOST = 0.4
MAX_WORDS = 40  # clauses per question, as the planner's MAX_TERMS


def exact_forms(reader, text: str, local) -> list[Clause]:
    """Each content word of `text` as typed, unstemmed, in the `spell` field (each text's title and
    body in its own words), weighted by its rarity where the search looks (`local`, weights.py):
    the stem joins forms the rules keep apart ("countered" a spell, "counters" on a creature)."""
    out = []
    for raw in dict.fromkeys(text.split()):
        if not tokens(EN, raw):
            continue  # a stop word
        for word in tokens(SPELL, raw):
            if reader.doc_frequency("spell", word):
                out.append(Clause("spell", (word,), EXACT_BOOST * local.weight(word, "spell")))
    return out[:MAX_WORDS]


def as_written(reader, member: str, boost: float, game: str = "") -> list[Clause] | None:
    """A word of the rules' own wording (a one-way synonym's added word) that the English stemmer
    changes, as a clause on it as written, unstemmed, in the `spell` field ([] when no text holds
    it); None when the word is no single word or stems to itself ("destroy"), to be searched by its
    stem as other words are. The stem of "dies" is "die", the die a player rolls (Magic 706) and,
    in the German texts analysed as English too, the article: "kill" bringing in "dies" by its stem
    found those."""
    typed = tokens(SPELL, member)
    if len(typed) != 1 or tokens(EN, member) in ([], typed):
        return None
    return [Clause("spell", (typed[0],), boost, game=game)] if reader.doc_frequency("spell", typed[0]) else []
