"""Query building, ranking, facets and snippets over a Whoosh searcher. No Django.

The parsed query becomes a scoring Plan of field/word clauses directly (never through Whoosh's
own query parser), so user text can only ever be words; scoring.py scores it over Whoosh's
postings. Ranking is BM25F with per-field boosts, plus:
  - exact rule-number hits (the `keys` field) above everything, at a constant score;
  - nearby word pairs (proximity phrases) boosted;
  - synonym groups from synonyms.json, slightly below the words as typed;
  - words absent from the index replaced by near spellings (edit distance 1–2), and a word the
    index holds rarely also tried as a close common word;
  - "what is X": the glossary entry titled X, the rule it points to, a section titled X and a
    text opening with X first (intent.py reads the question's shape);
  - a rare glossary term named in the query lifts the rules the glossary points to for it;
  - headings and link lists below the rules they name;
  - identical texts (a ruling on several cards), and an FAQ with the rule it quotes, shown once
    with the others under "also" ([{kind, key, title, url}]).
"""

from __future__ import annotations

import functools
import heapq
import html
import math
import re
from dataclasses import dataclass

from whoosh import query as Q
from whoosh.analysis import StemFilter

from rulings import budget
from rulings.search import scoring
from rulings.search.analysis import EN, ES, EXTRA_LANGUAGES, FOLD_MAP, LANGUAGES, SPELL
from rulings.search.intent import GLOSSARY_KEY, definition_subject, rule_pointers
from rulings.search.query import KINDS, ParsedQuery
from rulings.search.scoring import Clause, Plan
from rulings.search.synonyms import Synonyms

# "context" is the titles of the sections above a rule: its section's words count as much as its text.
FIELD_BOOSTS_EN = {"title": 2.5, "names": 3.0, "context": 1.0, "body": 1.0}
FIELD_BOOSTS_ES = {"title_es": 2.5, "context_es": 0.5, "body_es": 1.0}
# German, French and Italian texts (translations) are also searched in their own stemmed fields;
# a language no document is in costs nothing (terms the index lacks make no clause).
FIELD_BOOSTS_OTHER = {
    lang: dict(zip(LANGUAGES[lang][1], (2.5, 0.5, 1.0), strict=True)) for lang in EXTRA_LANGUAGES
}
PROXIMITY_BOOST = 1.5
PROXIMITY_SLOP = 3
SYNONYM_BOOST = 0.8
FUZZY_BOOST = 0.6
SNIPPET_CHARS = 240
MAX_TERMS = 40
DEFINE_TITLE_BOOST = 2.0  # "what is X": a title holding X's words, on top of the usual boosts
RARE_DF = 2  # a word in at most this many documents may be a typo of a close common word
COMMON_RATIO = 20  # … when the close word is in this many times more documents
DEFINE_POOL = 40  # "what is X": candidates read for a text opening with X
DEFINE_OPENING_BOOST = 0.6  # … moved up by this share of the best score
AREA_BOOST = 1.3  # rules under the one a named glossary term points to
AREA_MAX_SHARE = 0.01  # … when the term's words are in at most this share of the texts
DEFINE_SENTENCES = 2  # … in its first sentences
DEFINE_CHARS = 400
COLLAPSE_POOL = 3  # look this many pages deep for results whose text repeats
COLLAPSE_MAX = 2000  # … and at most this many results when repeats fill the page
HEADING_SHARE = 0.6  # a heading's score beside rules with text (a "what is X" target excepted)
GLOSSARY_SHARE = 0.85  # a glossary entry's score when the query tells a situation, not "what is X"
SITUATION_WORDS = 4  # … a query of at least this many words
# Words longer than this get no typo fix and no "did you mean": no indexed word is that long, and
# an edit-distance walk over a 5,000-character word took seconds (issue 17).
MAX_SPELL_CHARS = 40
MEMO_LIMIT = 200_000  # entries; random words (typo lookups) must not grow it without bound


def tokens(analyzer, text: str) -> list[str]:
    return [t.text for t in analyzer(text)]


@dataclass
class SearchRequest:
    parsed: ParsedQuery
    games: tuple[str, ...] = ()  # from the request (API/page); combined with the query's own
    kinds: tuple[str, ...] = ()
    documents: tuple[str, ...] = ()
    all_versions: bool = False
    limit: int = 20
    offset: int = 0

    def chosen(self, own: tuple[str, ...], given: tuple[str, ...]) -> tuple[str, ...] | None:
        """The allowed values: both sets when both are given (an intersection), else either."""
        if own and given:
            return tuple(v for v in own if v in given)
        return own or given or None


class Engine:
    def __init__(self, synonyms: Synonyms, postings_budget: int = scoring.POSTINGS_BUDGET):
        self.synonyms = synonyms
        self.postings_budget = postings_budget
        self._memos: dict = {}
        self._segment_columns: dict = {}  # segment id → its documents' COLUMNS values
        self._segment_glossary: dict = {}  # segment id → its glossary entries

    # -- building the query -------------------------------------------------------------------

    def build(self, searcher, parsed: ParsedQuery, games: tuple[str, ...] = ()) -> tuple[Plan, dict]:
        """(the scoring plan, {field: terms to highlight}).

        Only terms the index holds become clauses: a term no document has cannot match, and
        leaving it out keeps the plan small whatever the user typed.
        """
        highlights: dict[str, set[str]] = {"body": set(), "body_es": set()}
        reader = searcher.reader()
        memo = self._memo(reader)
        local = LocalWeights(self._postings(searcher), games, memo)
        text, chosen = self._fixed_text(reader, parsed, memo)
        plan = Plan()
        optional = plan.optional
        for analyzer, boosts, hl, proximity_fields in (
            (EN, FIELD_BOOSTS_EN, "body", ("body", "names")),
            (ES, FIELD_BOOSTS_ES, "body_es", ("body_es",)),
            *((LANGUAGES[lang][0], FIELD_BOOSTS_OTHER[lang], "body", ()) for lang in EXTRA_LANGUAGES),
        ):
            words = tokens(analyzer, text)[:MAX_TERMS]
            optional += self._terms(reader, dict.fromkeys(words), boosts, highlights[hl], local, 1.0)
            plan.near += self._proximity(reader, words, proximity_fields, local)
            for typo_fix in self._corrections(reader, parsed, memo):
                if typo_fix in chosen:
                    continue  # already in the text, at full weight
                fixed = tokens(analyzer, typo_fix)
                optional += self._terms(reader, fixed, boosts, highlights[hl], local, FUZZY_BOOST)
            for others in self.synonyms.expand(text, games):
                for member in others:
                    optional += self._synonym(reader, member, analyzer, boosts, highlights[hl])
        for phrase in parsed.phrases:
            alternatives = []
            for analyzer, fields, hl in (
                (EN, ("title", "names", "body"), "body"),
                (ES, ("title_es", "body_es"), "body_es"),
                *((LANGUAGES[lang][0], LANGUAGES[lang][1][::2], "body") for lang in EXTRA_LANGUAGES),
            ):
                words = tokens(analyzer, phrase)[:MAX_TERMS]
                highlights[hl].update(words)
                alternatives += [_phrase(f, words, slop=1) for f in fields if words]
            if alternatives:
                plan.required.append(alternatives)
                # Words of a quoted phrase standing together score more, as proximity does.
                together = _phrase("body", tokens(EN, phrase)[:MAX_TERMS], slop=1, boost=PROXIMITY_BOOST)
                plan.near += [together] if together else []
        subject = definition_subject(parsed.raw)
        if subject:
            for word in dict.fromkeys(tokens(EN, subject)):
                if reader.doc_frequency("title", word):
                    weight = DEFINE_TITLE_BOOST * local.weight(word, "title")
                    optional.append(Clause("title", (word,), weight))
        codes = [w.lower() for w in parsed.words if _CARD_NUMBER.match(w)]
        plan.numbers = list(dict.fromkeys([*parsed.numbers, *codes]))
        return plan, highlights

    def forget(self) -> None:
        """Drop what is kept per reader, as a new reader after an index commit does."""
        self._memos = {}

    def _memo(self, reader) -> dict:
        """Per-reader memo (postings, columns, word weights, game documents, typo fixes): a new reader
        after each index commit starts a new one."""
        memo = self._memos
        if memo.get("reader") is not reader or len(memo) > MEMO_LIMIT:
            memo = {"reader": reader}
            self._memos = memo
        return memo

    def _terms(self, reader, words, boosts, highlight_set, local, boost):
        out = []
        for word in words:
            for f, b in boosts.items():
                if reader.doc_frequency(f, word):
                    highlight_set.add(word)
                    out.append(Clause(f, (word,), b * boost * local.weight(word, f)))
        return out

    def _corrections(self, reader, parsed: ParsedQuery, memo) -> list[str]:
        """Indexed words within edit distance 1–2 of each word the index does not know."""
        out = []
        for raw in parsed.words:
            for word in tokens(SPELL, raw):
                if 4 <= len(word) <= MAX_SPELL_CHARS:
                    out += self._near_words(reader, word, memo)
        return out

    def _fixed_text(self, reader, parsed: ParsedQuery, memo) -> tuple[str, set[str]]:
        """The query's words with each word the index does not know replaced by its most common
        near spelling (so the fix also counts in word pairs and synonyms), and the fixes chosen."""
        out, chosen = [], set()
        for raw in parsed.words:
            spelled = tokens(SPELL, raw)
            if (
                len(spelled) == 1
                and len(spelled[0]) >= 4
                and not reader.doc_frequency("spell", spelled[0])
                and not _stems_known(reader, raw)
            ):
                near = self._near_words(reader, spelled[0], memo)
                if near:
                    best = max(near, key=lambda w: (reader.doc_frequency("spell", w), w))
                    out.append(best)
                    chosen.add(best)
                    continue
            out.append(raw)
        return " ".join(out), chosen

    def _near_words(self, reader, word: str, memo) -> list[str]:
        """Close indexed words for a word the index does not know, or knows only rarely while a
        close word is common (a typo the texts happen to share)."""
        key = ("typo", word)
        if key not in memo:
            df = reader.doc_frequency("spell", word)
            found: list[str] = []
            if not df:
                maxdist = 1 if len(word) <= 5 else 2
                found = sorted(reader.terms_within("spell", word, maxdist, prefix=1))[:3]
            elif df <= RARE_DF and len(word) >= 5:
                floor = max(COMMON_RATIO * df, 10)
                near = [w for w in reader.terms_within("spell", word, 1, prefix=1) if w != word]
                found = sorted(w for w in near if reader.doc_frequency("spell", w) >= floor)[:2]
            memo[key] = found
        return memo[key]

    def _proximity(self, reader, words, fields, local):
        out = []
        for pair in dict.fromkeys(zip(words, words[1:], strict=False)):
            if pair[0] == pair[1]:
                continue
            for f in fields:
                if all(reader.doc_frequency(f, w) for w in pair):
                    # A pair of words common in the game says little more than the words do.
                    weight = PROXIMITY_BOOST * min(local.weight(w, f) for w in pair)
                    out.append(Clause(f, pair, weight, PROXIMITY_SLOP))
        return out

    def _synonym(self, reader, member, analyzer, boosts, highlight_set):
        words = tokens(analyzer, member)
        out = []
        for f, b in boosts.items():
            if not words or not all(reader.doc_frequency(f, w) for w in words):
                continue
            highlight_set.update(words)
            if len(words) == 1:
                out.append(Clause(f, (words[0],), b * SYNONYM_BOOST))
            else:
                out.append(_phrase(f, words, slop=1, boost=b * SYNONYM_BOOST * 1.5))
        return out

    # -- searching ----------------------------------------------------------------------------

    def search(self, searcher, request: SearchRequest) -> dict:
        parsed = request.parsed
        empty = {"query": parsed.raw, "count": 0, "results": [], "facets": {"game": {}, "kind": {}}}
        games = request.chosen(parsed.games, request.games)
        kinds = request.chosen(parsed.kinds, request.kinds)
        documents = request.chosen(parsed.documents, request.documents)
        if games == () or kinds == () or documents == ():
            return empty  # the query's filters and the request's exclude each other
        plan, highlights = self.build(searcher, parsed, games or ())
        if not plan:
            return empty
        postings = self._postings(searcher)
        scores = scoring.score(plan, postings)
        if scores:
            self._glossary_areas(searcher, scores, plan_words(parsed), games or ())
        subject = definition_subject(parsed.raw)
        if subject and scores:
            subject = _without_game(subject, searcher.reader())
            self._define(searcher, scores, tokens(EN, subject), postings)
            game_of = self._columns(searcher)[0]
            chosen = {d: v for d, v in scores.items() if not games or game_of[d] in games}
            self._defining_rules(searcher, scores, chosen, self._subjects(subject, games or ()))
        hits, facets = self._hits(searcher, scores, request, games, kinds, documents)
        end = request.offset + request.limit
        depth = end * COLLAPSE_POOL
        # A situation ("can I target my own hexproof creature") is answered by the rules about it
        # more than by the definition of a word it uses.
        situation = not subject and len(parsed.words) >= SITUATION_WORDS
        while True:
            ranked = scoring.best(scores, hits, plan.near, postings, depth)
            results = self._collapse(searcher, ranked, highlights, end, situation)
            if len(results) >= end or len(ranked) < depth or depth >= COLLAPSE_MAX:
                break  # a full page, or every hit seen (or enough looked at)
            depth *= 4  # repeated texts filled the pool: look deeper
        results = results[request.offset : end]
        return {
            "query": parsed.raw,
            "count": len(hits),
            "results": results,
            "facets": {
                "game": dict(sorted(facets["game"].items(), key=lambda kv: (-kv[1], kv[0] or ""))),
                "kind": {k: facets["kind"][k] for k in KINDS if k in facets["kind"]},
            },
        }

    def _hits(self, searcher, scores, request, games, kinds, documents) -> tuple[list, dict]:
        """The matches the request's filters keep, and the facets: the game facet counts the
        chosen games only, the kind facet every kind."""
        game_of, kind_of, current_of, document_of = self._columns(searcher)
        facets: dict[str, dict] = {"game": {}, "kind": {}}
        hits = []
        for n, docnum in enumerate(scores):
            if not n % 4096:
                budget.check("search")
            if (not request.all_versions and current_of[docnum] != "1") or (
                documents and document_of[docnum] not in documents
            ):
                continue
            game, kind = game_of[docnum], kind_of[docnum]
            g_ok, k_ok = not games or game in games, not kinds or kind in kinds
            if k_ok and g_ok:
                facets["game"][game] = facets["game"].get(game, 0) + 1
            if g_ok:
                facets["kind"][kind] = facets["kind"].get(kind, 0) + 1
            if g_ok and k_ok:
                hits.append(docnum)
        return hits, facets

    def _define(self, searcher, scores: dict, words: list[str], postings) -> None:
        """For "what is X": the glossary entry titled X, then the rules it points to, above the rest.

        The entry is found by its title's words; its pointers ("See rule 202.3.") are read from
        its text, so the vocabulary is the glossary's own."""
        if not words:
            return
        memo = self._memo(searcher.reader())
        key = ("define", tuple(words))
        if key not in memo:
            memo[key] = self._glossary_targets(searcher, words, postings)
        top = max(scores.values())
        for rank, docnum in enumerate(memo[key]):
            scores[docnum] = max(scores.get(docnum, 0.0), top * 1.5 + 10.0 - rank)

    def _glossary(self, searcher) -> list[tuple[str, frozenset, tuple[str, ...]]]:
        """Every current glossary entry as (game, its term's words, the rules it points to): the
        documents' own vocabulary from a term to the rules about it. Read once per reader."""
        memo = self._memo(searcher.reader())
        if "glossary" not in memo:
            kept, seen, entries = self._segment_glossary, set(), []
            for leaf, _offset in searcher.reader().leaf_readers():
                segment = leaf.segment()
                key = segment.segment_id() if segment is not None else None
                found = kept.get(key) if key is not None else None
                if found is None:
                    found = _leaf_glossary(leaf)
                    if key is not None:
                        kept[key] = found
                seen.add(key)
                # Segments never change once written, but their documents can be deleted.
                entries += [entry for docnum, entry in found if not leaf.is_deleted(docnum)]
            for key in set(kept) - seen:
                kept.pop(key, None)
            memo["glossary"] = entries
        return memo["glossary"]

    def _glossary_areas(self, searcher, scores: dict, words: set[str], games: tuple[str, ...]) -> None:
        """A query naming a glossary term that is rare in the texts (a keyword: "hexproof") lifts
        the rules the glossary points to for it, and the subrules under them."""
        reader = searcher.reader()
        limit = max(AREA_MAX_SHARE * reader.doc_count(), 20)
        memo = self._memo(reader)
        for game, term, pointers in self._glossary(searcher):
            if (games and game not in games) or not term <= words:
                continue
            if any(reader.doc_frequency("body", w) > limit for w in term):
                continue
            for pointer in pointers[:1]:
                key = ("area", game, pointer)
                if key not in memo:
                    memo[key] = _area(searcher, game, pointer)
                for docnum in memo[key]:
                    if docnum in scores:
                        scores[docnum] *= AREA_BOOST

    def _subjects(self, subject: str, games: tuple[str, ...]) -> list[tuple[str, ...]]:
        """X's words, and those of its synonyms when X is one ("DFCs" → "double-faced")."""
        out = [tuple(tokens(EN, subject))]
        for others in self.synonyms.expand(subject, games):
            for member in others:
                words = tuple(tokens(EN, member))
                if words and len(words) <= len(out[0]) + 2:
                    out.append(words)
        return [s for s in dict.fromkeys(out) if s]

    def _defining_rules(self, searcher, scores: dict, chosen: dict, subjects: list[tuple[str, ...]]) -> None:
        """Among the best candidates, a text whose first sentences open with X ("A double-faced
        card has …", "… Flip cards share …") is the one defining it: it moves up."""
        if not subjects:
            return
        if not chosen:
            return
        top = max(chosen.values())
        stem = STEMMERS["body"]
        for docnum in heapq.nlargest(DEFINE_POOL, chosen, key=chosen.get):
            stored = searcher.stored_fields(docnum)
            body = stored.get("body") or ""
            for sentence in _SENTENCE.split(body[:DEFINE_CHARS])[:DEFINE_SENTENCES]:
                opening = [stem(w) for w in _TOKEN.findall(sentence)]
                while opening and opening[0] in ("a", "an", "the"):
                    opening.pop(0)
                if any(tuple(opening[: len(words)]) == words for words in subjects):
                    scores[docnum] += top * DEFINE_OPENING_BOOST
                    break

    def _glossary_targets(self, searcher, words: list[str], postings) -> list[int]:
        """Document numbers of the glossary entries titled exactly `words` and of the first rule
        each points to (in the entry's game and version)."""
        reader = searcher.reader()
        common = None
        for word in dict.fromkeys(words):
            if not reader.doc_frequency("title", word):
                return []
            found = set(postings.scores("title", word))
            common = found if common is None else common & found
        wanted = set(words)
        targets: list[int] = []
        headings: list[int] = []
        for docnum in sorted(common or ())[:200]:
            stored = searcher.stored_fields(docnum)
            if stored.get("current") != "1" or set(tokens(EN, stored.get("title", ""))) != wanted:
                continue
            if not GLOSSARY_KEY.search(stored.get("key", "")):
                headings.append(docnum)  # a section titled X: after the glossary's pointers
                continue
            targets.append(docnum)
            for number in rule_pointers(stored.get("body", ""))[:1]:
                if not reader.doc_frequency("keys", number):
                    continue
                for other in reader.postings("keys", number).all_ids():
                    fields = searcher.stored_fields(other)
                    if (
                        fields.get("game") == stored.get("game")
                        and fields.get("current") == "1"
                        and fields.get("kind") == "rule"
                        and fields.get("key") == number
                    ):
                        targets.append(other)
        return list(dict.fromkeys(targets + headings[:3]))

    def _collapse(self, searcher, ranked, highlights, n: int, situation: bool = False) -> list[dict]:
        """The first n results with identical texts collapsed: a ruling printed on several cards,
        or the same answer under two titles, shows once, the others listed under "also"."""
        out: list[dict] = []
        first: dict[str, dict] = {}
        pool = []
        for score, docnum in ranked:
            stored = searcher.stored_fields(docnum)
            if stored["kind"] == "rule" and _no_text_of_its_own(stored.get("body") or stored.get("body_es")):
                # A heading, or a list of links ("See also"), answers less than the rules it names.
                score *= HEADING_SHARE
            elif situation and GLOSSARY_KEY.search(stored.get("key", "")):
                score *= GLOSSARY_SHARE
            pool.append((score, docnum, stored))
        pool.sort(key=lambda item: (-item[0], item[1]))
        quoting: list[tuple[dict, str, set[str]]] = []  # shown FAQs and rules: (result, text, quotes)
        for score, _docnum, stored in pool:
            text = _same_text(stored)
            shown = first.get(text) if text else None
            if shown is None and text and stored["kind"] in ("faq", "rule"):
                shown = _quoted_by(stored, text, quoting)
            if shown is not None and shown["game"] == stored["game"]:
                shown.setdefault("also", []).append(
                    {
                        "kind": stored["kind"],
                        "key": stored.get("key", ""),
                        "title": stored.get("display_title") or stored.get("title") or "",
                        "url": stored.get("url", ""),
                    }
                )
                continue
            if len(out) >= n:
                continue  # only gathering the pages' duplicates now
            result = self.result(stored, score, highlights)
            out.append(result)
            if text:
                first[text] = result
                if stored["kind"] in ("faq", "rule"):
                    quoting.append((result, text, _quotes(text)))
        return out

    def _postings(self, searcher) -> scoring.Postings:
        memo = self._memo(searcher.reader())
        if "postings" not in memo:
            memo["postings"] = scoring.Postings(searcher, self.postings_budget)
        return memo["postings"]

    def _columns(self, searcher) -> tuple[list[str], ...]:
        """Each document's game, kind, current flag and document slug, by document number.

        Read per index segment and kept by segment id: segments never change once written
        (a deleted document only stops matching), so a new reader after a commit reads only
        its new segments.
        """
        reader = searcher.reader()
        memo = self._memo(reader)
        if "columns" not in memo:
            kept, seen = self._segment_columns, set()
            columns: tuple[list[str], ...] = tuple([] for _ in COLUMNS)
            for leaf, _offset in reader.leaf_readers():  # in document-number order
                segment = leaf.segment()  # None only for an empty index's reader
                key = segment.segment_id() if segment is not None else None
                if key is None:
                    values_of_leaf = _leaf_columns(leaf)
                else:
                    values_of_leaf = kept[key] = kept.get(key) or _leaf_columns(leaf)
                    seen.add(key)
                for column, values in zip(columns, values_of_leaf, strict=True):
                    column.extend(values)
            for key in set(kept) - seen:  # segments merged away or a rebuilt index's old ones
                kept.pop(key, None)
            memo["columns"] = columns
        return memo["columns"]

    def result(self, stored: dict, score: float, highlights: dict[str, set[str]]) -> dict:
        return {
            "kind": stored["kind"],
            "game": stored["game"],
            "title": stored.get("display_title") or stored.get("title") or stored.get("key", ""),
            "key": stored.get("key", ""),
            "snippet": self.snippet(stored, highlights),
            "url": stored.get("url", ""),
            "api_url": stored.get("api_url", ""),
            "score": round(float(score), 3),
        }

    def snippet(self, stored: dict, highlights: dict[str, set[str]]) -> str:
        field = "body_es" if stored.get("body_es") else "body"
        text = stored.get(field) or stored.get("display_title") or ""  # a heading has no body
        return make_snippet(text, highlights.get(field) or set(), STEMMERS[field])

    def exact(self, searcher, parsed: ParsedQuery, games: tuple[str, ...] = ()) -> list[dict]:
        """Current sections whose key is the query's one rule number (rules first)."""
        if not parsed.is_rule_number:
            return []
        games = tuple(g for g in parsed.games if not games or g in games) if parsed.games else games
        filters = [Q.Term("keys", parsed.numbers[0]), Q.Term("current", "1"), Q.Term("kind", "rule")]
        if games:
            filters.append(Q.Or([Q.Term("game", g) for g in games]))
        hits = searcher.search(Q.And(filters), limit=10)
        return [dict(hit.fields()) for hit in hits]

    def suggest(self, searcher, parsed: ParsedQuery) -> str | None:
        """The query with unknown words replaced by the nearest indexed words, or None."""
        reader = searcher.reader()
        corrector = None
        changed = False
        words = []
        for word in parsed.words:
            folded = tokens(SPELL, word)
            if (
                len(folded) == 1
                and len(folded[0]) <= MAX_SPELL_CHARS
                and not reader.doc_frequency("spell", folded[0])
            ):
                corrector = corrector or searcher.corrector("spell")
                found = corrector.suggest(folded[0], limit=1, maxdist=2)
                if found:
                    words.append(found[0])
                    changed = True
                    continue
            elif len(folded) == 1 and 5 <= len(folded[0]) <= MAX_SPELL_CHARS:
                # A word the texts hold rarely, beside a close word they hold often: a typo.
                near = self._near_words(reader, folded[0], self._memo(reader))
                if near:
                    words.append(max(near, key=lambda w: reader.doc_frequency("spell", w)))
                    changed = True
                    continue
            words.append(word)
        if not changed:
            return None
        filters = [f"game:{g}" for g in parsed.games] + [f"kind:{k}" for k in parsed.kinds]
        filters += [f"doc:{d}" for d in parsed.documents]
        return " ".join([*words, *(f'"{p}"' for p in parsed.phrases), *filters])


class LocalWeights:
    """Each word's weight: its rarity where the search looks, in place of Whoosh's own IDF.

    Whoosh's IDF (log(N/(df+1)) + 1) is computed over every game and never falls below 1,
    so words common in one game's texts ("double-faced" in Magic, "flip" in DBE) still
    score like content words there. This weight replaces it by the BM25 IDF among the
    chosen games' documents (all documents without a game filter), which tends to 0 for a
    word nearly every document has.
    """

    def __init__(self, postings: scoring.Postings, games: tuple[str, ...], memo: dict | None = None):
        self.postings = postings
        self.reader = reader = postings.searcher.reader()
        self.games = tuple(sorted(games or ()))
        self.memo = memo if memo is not None else {}
        self.docs = None
        self.n = reader.doc_count_all()
        if self.games:
            key = ("games", self.games)
            if key not in self.memo:
                docs = set()
                for g in self.games:
                    if reader.doc_frequency("game", g):
                        docs.update(reader.postings("game", g).all_ids())
                self.memo[key] = docs
            self.docs = self.memo[key]
            self.n = len(self.docs)

    def weight(self, word: str, field: str) -> float:
        key = ("weight", self.games, field, word)
        if key not in self.memo:
            self.memo[key] = self._weight(word, field)
        return self.memo[key]

    def _weight(self, word: str, field: str) -> float:
        overall = self.reader.doc_frequency(field, word)
        if not overall or not self.n:
            return 1.0
        # BM25F: one document frequency per word, counted over all of the language's fields.
        group = FIELD_BOOSTS_ES if field in FIELD_BOOSTS_ES else FIELD_BOOSTS_EN
        found = set()
        for f in group:
            if self.reader.doc_frequency(f, word):
                found |= self.postings.scores(f, word).keys()  # read once, for scoring too
        df = len(found) if self.docs is None else len(found & self.docs)
        whoosh_idf = math.log(self.reader.doc_count_all() / (overall + 1)) + 1
        bm25_idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
        return min(max(bm25_idf / whoosh_idf, 0.05), 4.0)


COLUMNS = ("game", "kind", "current", "document")


def _leaf_columns(leaf) -> tuple[list[str], ...]:
    """One segment's COLUMNS values by its own document numbers ("" for deleted documents).

    From each field's few values' postings: much faster than reading a column doc by doc."""
    out = []
    for name in COLUMNS:
        values = [""] * leaf.doc_count_all()
        for value in leaf.field_terms(name):
            for docnum in leaf.postings(name, value).all_ids():
                values[docnum] = value
        out.append(values)
    return tuple(out)


def _stems_known(reader, word: str) -> bool:
    """True when the word's English or Spanish stem is in some text (another form of it is)."""
    return any(reader.doc_frequency("body", w) for w in tokens(EN, word)) or any(
        reader.doc_frequency("body_es", w) for w in tokens(ES, word)
    )


def _without_game(subject: str, reader) -> str:
    """X without a trailing "in <game>" ("a flip card in dbe" → "a flip card")."""
    match = re.match(r"^(?P<x>.+?)\s+in\s+(?P<game>[a-z0-9_-]+)$", subject, re.I)
    if match and reader.doc_frequency("game", match["game"].lower()):
        return match["x"]
    return subject


_QUOTED = re.compile(r'["\u201c]([^"\u201c\u201d]{40,})["\u201d]')


def _quotes(text: str) -> set[str]:
    """The passages a text quotes (40 characters or more)."""
    return {q.strip(" .") for q in _QUOTED.findall(text)}


def _quoted_by(stored: dict, text: str, shown: list[tuple[dict, str, set[str]]]) -> dict | None:
    """The FAQ shown above that quotes this rule (or the rule that this FAQ quotes), if any:
    an FAQ and the rule it quotes are one answer with two links."""
    for result, other, quotes in shown:
        if result["game"] != stored["game"] or result["kind"] == stored["kind"]:
            continue
        rule, faq_quotes = (text, quotes) if stored["kind"] == "rule" else (other, _quotes(text))
        if any(q and q in rule for q in faq_quotes):
            return result
    return None


def plan_words(parsed: ParsedQuery) -> set[str]:
    """The query's English stems (words and phrases)."""
    return set(tokens(EN, " ".join((*parsed.words, *parsed.phrases))))


def _leaf_glossary(leaf) -> list[tuple[int, tuple[str, frozenset, tuple[str, ...]]]]:
    """One segment's current glossary entries as (its document number, (game, words, pointers))."""
    out = []
    for term in leaf.expand_prefix("keys", "glossary."):
        term = term.decode() if isinstance(term, bytes) else term
        for docnum in leaf.postings("keys", term).all_ids():
            if leaf.is_deleted(docnum):
                continue
            stored = leaf.stored_fields(docnum)
            if stored.get("current") != "1" or not GLOSSARY_KEY.search(stored.get("key", "")):
                continue
            pointers = tuple(rule_pointers(stored.get("body", "")))
            words = frozenset(tokens(EN, stored.get("title", "")))
            if pointers and words:
                out.append((docnum, (stored["game"], words, pointers)))
    return out


def _area(searcher, game: str, pointer: str) -> list[int]:
    """Current rule documents of the game keyed `pointer` or under it (702.11 → 702.11, 702.11b,
    not 702.110)."""
    reader = searcher.reader()
    out = []
    for term in reader.expand_prefix("keys", pointer):
        term = term.decode() if isinstance(term, bytes) else term
        rest = term[len(pointer) :]
        if rest and (rest[0].isdigit() or not (rest[0].isalpha() or rest[0] == ".")):
            continue
        for docnum in reader.postings("keys", term).all_ids():
            stored = searcher.stored_fields(docnum)
            if stored.get("game") == game and stored.get("current") == "1" and stored.get("kind") == "rule":
                out.append(docnum)
    return list(dict.fromkeys(out))


def _no_text_of_its_own(body: str | None) -> bool:
    """True for an empty body or one that is only a list of short items (names of other pages)."""
    lines = [line.strip() for line in (body or "").splitlines() if line.strip()]
    return not lines or all(line[:2] in ("- ", "* ") and len(line.split()) <= 7 for line in lines)


def _same_text(stored: dict) -> str:
    """A result's text as compared for collapsing: folded, and long enough to mean something."""
    text = " ".join((stored.get("body_es") or stored.get("body") or "").lower().split())
    return text if len(text) >= 40 else ""


# Card numbers as printed: XB-006, EMN-15a, ST1-01, BT12-034.
_CARD_NUMBER = re.compile(r"^[a-z]{1,5}\d{0,3}-\d{1,4}[a-z]?$", re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_TOKEN = re.compile(r"\w+(?:\.?\w+)*")  # the pattern of Whoosh's RegexTokenizer


def _stemmer(lang: str):
    stem = StemFilter(lang=lang).stemfn
    return functools.lru_cache(maxsize=50_000)(lambda word: stem(word.lower().translate(FOLD_MAP)))


# Text fields' stemmers, for highlighting without running the whole analyzer chain per token.
STEMMERS = {"body": _stemmer("en"), "body_es": _stemmer("es")}


def make_snippet(text: str, terms: set[str], stem, size: int = SNIPPET_CHARS) -> str:
    """The window of text with the most matches, escaped, the matched words in <mark>."""
    matches = [m.span() for m in _TOKEN.finditer(text) if terms and stem(m.group()) in terms] if terms else []
    if not matches:
        short = text if len(text) <= size else text[:size].rsplit(" ", 1)[0] + " …"
        return html.escape(short, quote=False)
    best, best_count, j = 0, 0, 0
    for i in range(len(matches)):
        j = max(j, i)
        while j < len(matches) and matches[j][1] - matches[i][0] <= size:
            j += 1
        if j - i > best_count:
            best, best_count = i, j - i
    lo = max(0, matches[best][0] - size // 4)
    if lo:
        lo = text.find(" ", lo, matches[best][0]) + 1 or matches[best][0]
    hi = min(len(text), lo + size)
    if hi < len(text):
        hi = text.rfind(" ", matches[best][1], hi) if text.rfind(" ", matches[best][1], hi) > 0 else hi
    out, pos = [], lo
    for start, end in matches:
        if start < lo or end > hi:
            continue
        out.append(html.escape(text[pos:start], quote=False))
        out.append("<mark>" + html.escape(text[start:end], quote=False) + "</mark>")
        pos = end
    out.append(html.escape(text[pos:hi], quote=False))
    return ("… " if lo else "") + "".join(out) + (" …" if hi < len(text) else "")


def _phrase(field, words, slop=1, boost=1.0) -> Clause | None:
    return Clause(field, tuple(words), boost, slop) if words else None


_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_MARK = re.compile(r"(\*\*|__|`+|^#{1,6}\s+|^>\s?)", re.M)


def plain_text(markdown: str) -> str:
    """Markdown to the words a reader sees, for indexing and snippets."""
    text = _MD_LINK.sub(r"\1", markdown or "")
    text = _MD_MARK.sub("", text)
    return re.sub(r"[ \t]+", " ", text).strip()
