"""A parsed query → the scoring plan: field/word clauses (never through Whoosh's own query
parser, so user text can only ever be words), word pairs, synonyms and typo fixes, a German or
French question's English words (translate.py); and "did you mean". No Django.

Measured on tune, wide and wide2 (December 2026) and left out: synonyms weighed by their words'
rarity, or a phrase synonym as one word, or capped at the typed word's weight (a slang phrase,
"return to its owner's hand" for "bounce", outscores the typed words, yet each version cost tune
one or two cases at r@3: "DFC", "APNAP", "zero" need the full weight); pronouns and auxiliaries
(its, their, has, was) left out of the query (wide MRR .568 -> .557: the rules say "its owner"),
fillers (now, just, still, got: within a case or two); a word's un-/non- forms ("suspended" /
"unsuspended") at half weight (mixed); proximity at 1.0 (wide +3 cases at r@3, tune and wide2
-2); word pairs weighed by how rare the pair is (worse on tune and wide). The translated words at
weight 1.0 instead of 0.5 (the same), or only those in at most 5% of the texts (a set of German
and French questions about Magic r@3 .714 -> .357)."""

from __future__ import annotations

import math
import re
from dataclasses import replace
from functools import partial

from rulings.search import german, translate
from rulings.search.analysis import (
    EN,
    ES,
    EXTRA_LANGUAGES,
    LANGUAGES,
    SPELL,
    name_words,
    query_text,
    reads_as,
    tokens,
    without_words,
)
from rulings.search.exact import as_written, exact_forms
from rulings.search.intent import definition_subject
from rulings.search.lexicon import may_fix, question_languages
from rulings.search.query import ParsedQuery
from rulings.search.scoring import Clause, Plan
from rulings.search.spelling import CONTRACTIONS, EDGE, closest_words, is_contraction, slips, stems_known
from rulings.search.weights import FIELD_BOOSTS_EN, FIELD_BOOSTS_ES, FIELD_BOOSTS_OTHER, LocalWeights

PROXIMITY_BOOST = 1.5
PROXIMITY_SLOP = 3
# A question told in more words than this ("my 6/6 with deathtouch and trample gets blocked by a
# 5/5, how much …") has more neighbouring words that are no phrase of the rules ("trample gets",
# "blocked by"): its pairs count in proportion less. 8 set on tune and wide (tune MRR + recall@3
# 1.749 -> 1.750, wide 1.159 -> 1.174; 6, 10 and 12, or the square of the share, no better on both).
PROXIMITY_WORDS = 8
SYNONYM_BOOST = 0.8
FUZZY_BOOST = 0.6
MAX_TERMS = 40
DEFINE_TITLE_BOOST = 2.0  # "what is X": a title holding X's words, on top of the usual boosts
RARE_DF = 2  # a word in at most this many documents may be a typo of a close common word
COMMON_RATIO = 20  # … when the close word is in this many times more documents
# Words longer than this get no typo fix and no "did you mean": no indexed word is that long, and
# an edit-distance walk over a 5,000-character word took seconds (issue 17).
MAX_SPELL_CHARS = 40
# The query's words in at most this many texts tell which near spelling a typo meant (each
# weighted by its rarity; their texts are read, so bounded; "the" is in most and says nothing).
CONTEXT_DOCS = 2000
# Card numbers as printed: XB-006, EMN-15a, ST1-01, BT12-034.
CARD_NUMBER = re.compile(r"^[a-z]{1,5}\d{0,3}-\d{1,4}[a-z]?$", re.I)
# German writes compounds as one word ("Ablagestapel", "Schadenspunkte"): a query word also
# reaches the index's words that begin with it, a few at most and at a lower weight.
COMPOUNDING = LANGUAGES["de"][0]
COMPOUND_FIELD = LANGUAGES["de"][1][2]
COMPOUND_BOOST = 0.5
OTHER_LANGUAGE_ENGLISH = 0.5  # a German/French/Spanish question's words in the English fields
INFLECTION_BOOST = 1.0  # another form of the same German verb (german.py)
# A German, French or Spanish question's words also searched in English (translate.py), at this weight.
TRANSLATION_BOOST = 0.5
TRANSLATED = ("de", "fr", "es")


class PlanBuilder:
    """The Engine's query side (a mixin: the memo and postings are the Engine's)."""

    def build(self, searcher, parsed: ParsedQuery, games: tuple[str, ...] = ()) -> tuple[Plan, dict]:
        """(the scoring plan, {field: terms to highlight}).

        Only terms the index holds become clauses: a term no document has cannot match, and
        leaving it out keeps the plan small whatever the user typed.
        """
        highlights: dict[str, set[str]] = {"body": set(), "body_es": set()}
        reader = searcher.reader()
        memo = self._memo(reader)
        local = LocalWeights(self._postings(searcher), games, memo)
        text, chosen = self._fixed_text(reader, parsed, memo, local, games)
        plan = Plan(text=" ".join((text, *parsed.phrases)))
        optional = plan.optional
        language = translate.question_language(text, name_words(reader))
        english, foreign = self._translated(searcher, reader, text, language, games)
        for own, analyzer, boosts, hl, proximity_fields in (
            ("en", EN, FIELD_BOOSTS_EN, "body", ("body", "names")),
            ("es", ES, FIELD_BOOSTS_ES, "body_es", ("body_es",)),
            *((lang, LANGUAGES[lang][0], FIELD_BOOSTS_OTHER[lang], "body", ()) for lang in EXTRA_LANGUAGES),
        ):
            # A question in one language: its function words are no content words elsewhere.
            own_text = query_text(text, own, language)
            # … and in English, its words that have English ones stand for those (below).
            own_text = without_words(own_text, foreign) if own == "en" else own_text
            words = query_words(analyzer, own_text, parsed)
            # … and the English fields, which hold every language's texts analysed as English,
            # count less than its own language's fields.
            weight = 1.0 if own != "en" or language in (None, "en") else OTHER_LANGUAGE_ENGLISH
            optional += self._terms(reader, dict.fromkeys(words), boosts, highlights[hl], local, weight)
            if analyzer is COMPOUNDING:
                heads, verbs = german.index_variants(reader, COMPOUND_FIELD, words, memo)
                parts = [*german.compounds(reader, COMPOUND_FIELD, words, memo), *heads]
                optional += self._terms(reader, parts, boosts, highlights[hl], local, COMPOUND_BOOST)
                optional += self._terms(reader, verbs, boosts, highlights[hl], local, INFLECTION_BOOST)
            plan.near += self._proximity(reader, words, proximity_fields, local, len(parsed.words))
            for typo_fix in self._corrections(reader, parsed, memo, local, games):
                if typo_fix in chosen:
                    continue  # already in the text, at full weight
                fixed = tokens(analyzer, typo_fix)
                optional += self._terms(reader, fixed, boosts, highlights[hl], local, FUZZY_BOOST)
            for scope, others in self.synonyms.expand_scoped(text, games):
                for member in others:
                    # … weighed as the question's words are in these fields (a German question's
                    # "0" and its synonym "zero" alike in English rules).
                    found = self._synonym(reader, member, analyzer, boosts, highlights[hl], scope)
                    optional += [replace(c, boost=c.boost * weight) for c in found]
        optional += self._terms(
            reader, english, FIELD_BOOSTS_EN, highlights["body"], local, TRANSLATION_BOOST
        )
        plan.english = tuple(english)
        if language in (None, "en"):
            optional += exact_forms(reader, text, local)
        self._phrases(plan, parsed, highlights)
        subject = definition_subject(parsed.raw)
        if subject:
            for word in dict.fromkeys(tokens(EN, subject)):
                if reader.doc_frequency("title", word):
                    weight = DEFINE_TITLE_BOOST * local.weight(word, "title")
                    optional.append(Clause("title", (word,), weight))
        codes = [w.lower() for w in parsed.words if CARD_NUMBER.match(w)]
        plan.numbers = list(dict.fromkeys([*parsed.numbers, *codes]))
        return plan, highlights

    def _translated(self, searcher, reader, text: str, language, games) -> tuple[list[str], set[str]]:
        """(The English words of a German, French or Spanish question, its words they stand for in the
        English fields) (translate.py), from a word list learned from the parallel texts when the index
        is built (learned.py), kept across readers until the language's texts change. Where the searched
        games have texts in the question's language, its words stay in the English fields too (tune,
        wide and y3's Lorcana German and French questions lost a few cases when they did not)."""
        if language not in TRANSLATED:
            return [], set()
        analyzer = LANGUAGES[language][0]
        known = self._learned(searcher, reader, language)  # learned.py: stored beside the index
        asked = query_text(text, language, language)
        words = tokens(analyzer, asked)
        english = translate.english_words(words, *known, partial(reader.doc_frequency, "body"), analyzer)
        if self._has_texts_in(searcher, language, games, self._memo(reader)):
            return english, set()
        return english, translate.translated(asked, analyzer, *known)

    def _has_texts_in(self, searcher, language: str, games, memo) -> bool:
        key = ("has-language", language, tuple(games))
        if key not in memo:
            memo[key] = translate.has_texts_in(searcher, language, games)
        return memo[key]

    def _phrases(self, plan: Plan, parsed: ParsedQuery, highlights) -> None:
        """Quoted phrases: each required, in any language's fields, its words together scoring more."""
        for phrase in parsed.phrases:
            alternatives = []
            for analyzer, fields, hl in (
                (EN, ("title", "names", "body"), "body"),
                (ES, ("title_es", "body_es"), "body_es"),
                *((LANGUAGES[lang][0], LANGUAGES[lang][1][::2], "body") for lang in EXTRA_LANGUAGES),
            ):
                words = tokens(analyzer, phrase)[:MAX_TERMS]
                highlights[hl].update(words)
                alternatives += [phrase_clause(f, words, slop=1) for f in fields if words]
            if alternatives:
                plan.required.append(alternatives)
                # Words of a quoted phrase standing together score more, as proximity does.
                words = tokens(EN, phrase)[:MAX_TERMS]
                together = phrase_clause("body", words, slop=1, boost=PROXIMITY_BOOST)
                plan.near += [together] if together else []

    def _terms(self, reader, words, boosts, highlight_set, local, boost):
        out = []
        for word in words:
            for f, b in boosts.items():
                if reader.doc_frequency(f, word):
                    highlight_set.add(word)
                    out.append(Clause(f, (word,), b * boost * local.weight(word, f)))
        return out

    def _corrections(self, reader, parsed: ParsedQuery, memo, local, games=()) -> list[str]:
        """Indexed words within edit distance 1–2 of each word the index does not know (those in
        the searched games' texts), save those slang the synonym list names does not mean and
        those a real word of the question's language is not (lexicon.py)."""
        out = []
        for raw in parsed.words:
            if is_contraction(raw):
                continue
            for word in tokens(SPELL, raw):
                if 4 <= len(word) <= MAX_SPELL_CHARS:
                    out += self._fixes(reader, raw, word, memo, local, games, parsed)
        return out

    def _fixes(self, reader, raw: str, word: str, memo, local, games, parsed: ParsedQuery) -> list[str]:
        """The near spellings of a word (spelled `word`, typed `raw`) that may stand for it."""
        near = [w for w in self._near_words(reader, word, memo) if local.spelled(w)]
        return [w for w in near if self._may_stand(reader, raw, w, games, parsed, memo)]

    def _may_stand(self, reader, raw: str, fix: str, games, parsed: ParsedQuery, memo) -> bool:
        """Whether a close word may stand for the typed one: not for slang the synonym list files
        with other words ("mull"), always for a word it files with the fix ("colour" → "color"),
        else when the typed word is no everyday word of the question's language ("stole")."""
        if not self.synonyms.allows_fix(raw, fix, games):
            return False
        languages = question_languages(reads_as(parsed.raw, named=name_words(reader)))
        return self.synonyms.names_fix(raw, fix, games) or may_fix(reader, raw, fix, languages, memo)

    def _fixed_text(self, reader, parsed: ParsedQuery, memo, local, games=()) -> tuple[str, set[str]]:
        """The query's words with each word the index does not know replaced by its near spelling
        that the rest of the query stands beside, else the most common one (so the fix also
        counts in word pairs and synonyms), and the fixes chosen. Slang the synonym list names
        ("mull", "blinked") is no typo of another word ("mill", "blocked"): it stays, for its
        synonyms to find what it means, unless the fix is one of them ("colour" → "color")."""
        out, chosen = [], set()
        for raw in parsed.words:
            if is_contraction(raw):
                out.append(CONTRACTIONS[raw.strip(EDGE).lower()])
                continue
            best = self._fixed_word(reader, raw, parsed, memo, local, games)
            out.append(best or raw)
            chosen.update([best] if best else [])
        return " ".join(out), chosen

    def _fixed_word(self, reader, raw: str, parsed: ParsedQuery, memo, local, games) -> str | None:
        """The near spelling a word the index does not know stands for (_fixed_text), or None."""
        spelled = [] if is_contraction(raw) else tokens(SPELL, raw)
        if (
            len(spelled) == 1
            and 4 <= len(spelled[0]) <= MAX_SPELL_CHARS
            and not reader.doc_frequency("spell", spelled[0])
            and not stems_known(reader, raw)  # another form of it is in the texts: "gains"
        ):
            # A fix the searched games' texts never use would find nothing there.
            near = self._fixes(reader, raw, spelled[0], memo, local, games, parsed)
            if near:
                return self._in_context(reader, near, raw, parsed, memo, local)
        return None

    def _in_context(self, reader, near: list[str], raw: str, parsed: ParsedQuery, memo, local) -> str:
        """Of the near spellings of a word, the one whose texts hold the most of the query's other
        words (each weighted by its rarity; "vigilence attack without taping": "tapping" beside
        "vigilance" and "attack", not "taking"); ties to the one the searched texts use most."""
        n = reader.doc_count_all()
        others = {
            w
            for other in parsed.words
            if other != raw
            for w in tokens(SPELL, other)
            if 0 < reader.doc_frequency("spell", w) <= min(CONTEXT_DOCS, n - 1)
        }

        def docs(word: str) -> frozenset:
            key = ("spell-docs", word)
            if key not in memo:
                memo[key] = frozenset(reader.postings("spell", word).all_ids())
            return memo[key]

        def beside(word: str) -> float:
            held: dict[int, float] = {}
            for other in others:
                weight = math.log(n / reader.doc_frequency("spell", other))
                for docnum in docs(word) & docs(other):
                    held[docnum] = held.get(docnum, 0.0) + weight
            return round(max(held.values(), default=0.0), 6)

        # Where the other words cannot tell, a letter left out or two swapped is the likelier
        # slip (spelling.slips): "card limt" is "limit" before the more common "list". Measured
        # before the other words too (December 2026): wide3 r@10 .863 -> .869 ("resit" read as
        # "resist", not "rest"), wide6 MRR .699 -> .698 (one case 6 -> 8, rightly read as
        # "tapping"), the rest unchanged; it reads a typo alone against its most common near word
        # ("taping" alone is "taking", tests/search/test_typos.py), so not kept that way.
        slipped = slips(tokens(SPELL, raw)[0], set(near)) or set(near)
        if len(near) < 2 or not others:
            return max(near, key=lambda w: (local.spelled(w), w))
        return max(near, key=lambda w: (beside(w), w in slipped, local.spelled(w), w))

    def _near_words(self, reader, word: str, memo) -> list[str]:
        """Close indexed words for a word the index does not know, or knows only rarely while a
        close word is common (a typo the texts happen to share)."""
        key = ("typo", word)
        if key not in memo:
            df = reader.doc_frequency("spell", word)
            found: list[str] = []
            if not df:
                found = closest_words(reader, word)
            elif df <= RARE_DF and len(word) >= 5:
                floor = max(COMMON_RATIO * df, 10)
                near = [w for w in reader.terms_within("spell", word, 1, prefix=1) if w != word]
                found = sorted(w for w in near if reader.doc_frequency("spell", w) >= floor)[:2]
            memo[key] = found
        return memo[key]

    def _proximity(self, reader, words, fields, local, told: int = 0):
        """Each pair of neighbouring query words as a clause scoring them standing close in a
        text; in a question of more than PROXIMITY_WORDS words (`told`), less in proportion."""
        boost = PROXIMITY_BOOST * min(1.0, PROXIMITY_WORDS / max(told, 1))
        out = []
        for pair in dict.fromkeys(zip(words, words[1:], strict=False)):
            if pair[0] == pair[1]:
                continue
            for f in fields:
                if all(reader.doc_frequency(f, w) for w in pair):
                    # A pair of words common in the game says little more than the words do.
                    weight = boost * min(local.weight(w, f) for w in pair)
                    out.append(Clause(f, pair, weight, PROXIMITY_SLOP))
        return out

    def _synonym(self, reader, member, analyzer, boosts, highlight_set, scope: str = ""):
        if member in self.synonyms.wording:  # the rules' wording, as written where stems mislead
            written = as_written(reader, member, boosts.get("body", 1.0) * SYNONYM_BOOST, scope)
            if written is not None:
                if written and analyzer is EN:
                    highlight_set.update(tokens(EN, member))
                return written if analyzer is EN else []
        words = tokens(analyzer, member)
        out = []
        for f, b in boosts.items():
            if not words or not all(reader.doc_frequency(f, w) for w in words):
                continue
            highlight_set.update(words)
            if len(words) == 1:
                out.append(Clause(f, (words[0],), b * SYNONYM_BOOST, game=scope))
            else:
                clause = phrase_clause(f, words, slop=1, boost=b * SYNONYM_BOOST * 1.5)
                out.append(replace(clause, game=scope))
        return out

    def suggest(self, searcher, parsed: ParsedQuery, games: tuple[str, ...] = ()) -> str | None:
        """The query with each word the index does not know replaced by the near spelling the
        search reads it as (_fixed_word: in the searched games' texts, beside the query's other
        words), and a word the texts hold rarely by a close word they hold often; or None. The
        games searched are the query's game: filters, else `games` (the page's chosen game)."""
        reader = searcher.reader()
        memo = self._memo(reader)
        games = tuple(parsed.games) or tuple(games)
        local = LocalWeights(self._postings(searcher), games, memo)
        corrector = []  # made once, for the first word that needs it
        words = [self._suggested(searcher, w, parsed, (memo, local, games), corrector) for w in parsed.words]
        if words == list(parsed.words):
            return None
        filters = [f"game:{g}" for g in parsed.games] + [f"kind:{k}" for k in parsed.kinds]
        filters += [f"doc:{d}" for d in parsed.documents]
        return " ".join([*words, *(f'"{p}"' for p in parsed.phrases), *filters])

    def _suggested(self, searcher, word: str, parsed: ParsedQuery, searched, corrector: list) -> str:
        """The word "did you mean" offers for a word of the query (the word itself when none);
        `searched` is (the memo, the searched games' weights, the games)."""
        reader, (memo, local, games) = searcher.reader(), searched
        fixed = self._fixed_word(reader, word, parsed, memo, local, games)
        folded = [] if is_contraction(word) else tokens(SPELL, word)
        if fixed or len(folded) != 1 or len(folded[0]) > MAX_SPELL_CHARS:
            return fixed or word
        if not reader.doc_frequency("spell", folded[0]):
            if stems_known(reader, word):  # another form of it is in the texts: "gain"
                return word
            # Nothing near in the searched texts by the search's measure (the first letter kept):
            # the index's nearest word within two edits, as Whoosh finds it.
            corrector[:] = corrector or [searcher.corrector("spell")]
            near = corrector[0].suggest(folded[0], limit=1, maxdist=2)
        else:
            # A word the texts hold rarely, beside a close word they hold often: a typo.
            near = self._near_words(reader, folded[0], memo) if len(folded[0]) >= 5 else []
        near = [w for w in near if self._may_stand(reader, word, w, games, parsed, memo)]
        return max(near, key=lambda w: reader.doc_frequency("spell", w)) if near else word


def query_words(analyzer, text: str, parsed: ParsedQuery) -> list[str]:
    """The text's terms for one analyzer. Beside a rule number, single digits are left out: its
    parts ("3-4-5-2" → 3, 4, 5, 2) are not words (the number is looked up whole), and single
    digits are in most texts."""
    words = tokens(analyzer, text)[:MAX_TERMS]
    if parsed.numbers:
        words = [w for w in words if not (len(w) == 1 and w.isdigit())]
    return words


def phrase_clause(field, words, slop=1, boost=1.0) -> Clause | None:
    return Clause(field, tuple(words), boost, slop) if words else None
