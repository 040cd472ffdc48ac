"""Ranking, facets and results over a Whoosh searcher. No Django.

The parsed query becomes a scoring Plan (planner.py); scoring.py scores it over Whoosh's
postings. Ranking is BM25F with per-field boosts (weights.py), plus:
  - exact rule-number hits (the `keys` field) above everything, at a constant score;
  - nearby word pairs (proximity phrases) boosted;
  - synonym groups from synonyms.json, slightly below the words as typed;
  - words absent from the index replaced by near spellings (edit distance 1–2), the one the
    rest of the question stands beside first, and a word the index holds rarely also tried as a
    close common word;
  - "what is X": the glossary entry titled X, the rule it points to, a section titled X and a
    text opening with X first (intent.py reads the question's shape; definitions.py);
  - a rare glossary term named in the query lifts the rules the glossary points to for it;
  - a card's text and rulings count less when no query word is in the card's names (weights.py);
  - pseudo-relevance feedback: the rare words the best first-pass English hits share add, at a
    low weight, to the documents the query matched (feedback.py);
  - headings and link lists below the rules they name, and a heading ranked above the first rule
    under it (stored as its `lead`) shown as that rule, listing the heading (collapse.py);
  - glossary entries below the rules for a situation told (lower still for one told at length);
  - a question told in more than 8 words: its word pairs count less (planner.py);
  - identical texts (a ruling on several cards), and an FAQ with the rule it quotes, shown once
    with the others under "also" ([{kind, key, title, url}]).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from whoosh import query as Q

from rulings import budget
from rulings.search import scoring
from rulings.search.analysis import EN, reads_as, tokens
from rulings.search.collapse import COLLAPSE_MAX, COLLAPSE_POOL, collapse
from rulings.search.definitions import Definitions, plan_words, without_game
from rulings.search.feedback import add_feedback, expansion_terms, feedback_docs, idf, text_words, wanted
from rulings.search.intent import definition_subject
from rulings.search.learned import LearnedLexicons
from rulings.search.planner import PlanBuilder
from rulings.search.query import KINDS, ParsedQuery, parse_query
from rulings.search.rerank import RERANK_N, Features, rerank
from rulings.search.segments import COLUMNS, leaf_columns
from rulings.search.snippets import STEMMERS, make_snippet, plain_text
from rulings.search.synonyms import Synonyms
from rulings.search.weights import LocalWeights, unnamed_cards

__all__ = ["Engine", "SearchRequest", "plain_text"]

SITUATION_WORDS = 4  # a query of at least this many words tells a situation
MEMO_LIMIT = 200_000  # entries; random words (typo lookups) must not grow it without bound
NAMING_SHARE = 0.01  # a word in more texts than this share is a rules word, though a card's name holds it
NAMING_FLOOR = 50  # … and in more than this many (a small knowledge base has no common words)
TRANSLATIONS = 10  # a rule's current versions looked up in its family (the original and its translations)


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


# "… in lorcana", "lorcana …", "… lorcana?": a game's slug opening or closing the question, or after
# "in"/"for" (im, en, dans, para), when the search is in that game already, only names it: it is
# no word a text should hold. (Without a game chosen the word stays a word: a slug can be an
# ordinary one, "space".)
_GAME_WORD = re.compile(
    r"(?:^|\s)(?:(?:in|for|im|en|dans|para)\s+)(?P<a>[a-z0-9][a-z0-9-]*)\b|^(?P<b>[a-z0-9][a-z0-9-]*)\s|"
    r"\s(?P<c>[a-z0-9][a-z0-9-]*)[\s?!.]*$",
    re.I,
)


def naming_no_game(request: SearchRequest) -> ParsedQuery:
    """The query without the words that name the game it is searched in (chosen by the request
    or by the query's own game: filter)."""
    parsed = request.parsed
    chosen = {g.lower() for g in (*request.games, *parsed.games)}
    raw = parsed.raw
    for match in list(_GAME_WORD.finditer(raw))[::-1]:
        group = next(g for g in ("a", "b", "c") if match[g])
        if match[group].lower() not in chosen or parsed.raw.count('"', 0, match.start()) % 2:
            continue  # another word, or one inside a quoted phrase (the user's exact words)
        start = match.start() if group == "a" else match.start(group)
        rest = " ".join(
            re.sub(r"\s+(?=[,;?!.])", "", raw[:start] + " " + raw[match.end(group) :]).split()
        ).strip(" ,")
        if rest:
            raw = rest
    if raw == parsed.raw:
        return parsed
    again = parse_query(raw)
    return ParsedQuery(
        again.raw,
        again.words,
        again.phrases,
        again.numbers,
        parsed.games,
        parsed.kinds,
        parsed.documents,
        parsed.ignored,
    )


class RequestFields:
    """The searcher for one request, each document's stored fields read once (the second stage,
    redirects and collapsing all read the same few dozen). Never kept past the request."""

    def __init__(self, searcher):
        self.searcher = searcher
        self._stored: dict[int, dict] = {}

    def stored_fields(self, docnum: int) -> dict:
        found = self._stored.get(docnum)
        if found is None:
            found = self._stored[docnum] = self.searcher.stored_fields(docnum)
        return found

    def reader(self):
        return self.searcher.reader()


class Engine(PlanBuilder, Definitions, LearnedLexicons):
    def __init__(self, synonyms: Synonyms, postings_budget: int = scoring.POSTINGS_BUDGET):
        self.synonyms = synonyms
        self.postings_budget = postings_budget
        self._memos: dict = {}
        self._lexicons: dict = {}  # language → word list learned from the parallel texts (planner)
        self._segment_columns: dict = {}  # segment id → its documents' COLUMNS values
        self._segment_glossary: dict = {}  # segment id → its glossary entries

    # -- building the query -------------------------------------------------------------------

    def forget(self) -> None:
        """Drop what is kept per reader, as a new reader after an index commit does, and the word
        lists learned from the whole index (a rebuild)."""
        self._memos = {}
        self._lexicons = {}

    def _memo(self, reader) -> dict:
        """Per-reader memo (postings, columns, word weights, game documents, typo fixes): a new reader
        after each index commit starts a new one."""
        memo = self._memos
        if memo.get("reader") is not reader or len(memo) > MEMO_LIMIT:
            memo = {"reader": reader}
            self._memos = memo
        return memo

    def search(self, searcher, request: SearchRequest) -> dict:
        parsed = naming_no_game(request)
        empty = {"query": request.parsed.raw, "count": 0, "results": [], "facets": {"game": {}, "kind": {}}}
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
            unnamed_cards(scores, self._cards(searcher), self._named(searcher.reader(), plan, postings))
            self._glossary_areas(searcher, scores, plan_words(parsed), games or ())
        subject = definition_subject(parsed.raw)
        pinned: list[int] = []
        leads: dict[int, int] = {}
        opening: list[int] = []
        if subject and scores:
            subject = without_game(subject, searcher.reader())
            pinned, leads = self._define(searcher, scores, subject, postings)
            game_of = self._columns(searcher)[0]
            chosen = {d: v for d, v in scores.items() if not games or game_of[d] in games}
            opening = self._defining_rules(searcher, scores, chosen, self._subjects(subject, games or ()))
        hits, facets = self._hits(searcher, scores, request, games, kinds, documents)
        if not subject and not plan.numbers and reads_as(plan.text) in (None, "en"):
            self._feedback(searcher, scores, hits, plan.text, games or (), len(parsed.words))
        end = request.offset + request.limit
        depth = end * COLLAPSE_POOL
        # A situation ("can I target my own hexproof creature") is answered by the rules about it
        # more than by the definition of a word it uses.
        situation = not subject and len(parsed.words) >= SITUATION_WORDS
        reader = searcher.reader()
        memo = self._memo(reader)
        features = Features(
            reader, postings, plan.text, memo, define=bool(subject), pinned=pinned, asked=parsed.text
        )
        features.translated(plan.english)
        features.opening = frozenset(opening)
        # A section titled X leads to its first rule, unless that rule opens with X (found already).
        features.leads = frozenset(h for h, rule in leads.items() if rule not in features.opening)
        fields = RequestFields(searcher)
        while True:
            ranked = scoring.best(scores, hits, plan.near, postings, max(depth, RERANK_N))
            ranked = self._follow_redirects(fields, rerank(fields, ranked, features), postings)
            results = self._collapse(
                fields,
                ranked,
                highlights,
                end,
                situation,
                len(parsed.words),
                (features.language, request.offset),
            )
            if len(results) >= end or len(ranked) < max(depth, RERANK_N) or depth >= COLLAPSE_MAX:
                break  # a full page, or every hit seen (or enough looked at)
            depth *= 4  # repeated texts filled the pool: look deeper
        results = results[request.offset : end]
        return {
            "query": request.parsed.raw,
            "count": len(hits),
            "results": results,
            "facets": {
                "game": dict(sorted(facets["game"].items(), key=lambda kv: (-kv[1], kv[0] or ""))),
                "kind": {k: facets["kind"][k] for k in KINDS if k in facets["kind"]},
            },
        }

    def _cards(self, searcher) -> frozenset[int]:
        """The card documents (faces and rulings), by document number; read once per reader."""
        memo = self._memo(searcher.reader())
        if "cards" not in memo:
            kind_of = self._columns(searcher)[1]
            memo["cards"] = frozenset(d for d, kind in enumerate(kind_of) if kind == "card")
        return memo["cards"]

    def _named(self, reader, plan, postings) -> set[int]:
        """The documents whose names (a card's) hold one of the plan's words that the texts
        seldom use (NAMING_SHARE), or whose number (a card's: "EMN-15a") is one of the plan's
        numbers. "Spell" names Spell Queller yet is a word of a thousand rules: "what happens to
        a spell when it is countered" names no card."""
        named: set[int] = set()
        most = max(NAMING_SHARE * reader.doc_count_all(), NAMING_FLOOR)
        for clause in plan.optional:
            if clause.field == "names" and reader.doc_frequency("body", clause.words[0]) <= most:
                named.update(postings.scores("names", clause.words[0]))
        for number in plan.numbers:
            named.update(postings.scores("keys", number))
        return named

    def _feedback(self, searcher, scores, hits, text: str, games: tuple[str, ...], n_words: int) -> None:
        """Pseudo-relevance feedback (feedback.py): the words the best English hits share add
        to the scores of the documents already matched."""
        best = feedback_docs(scores, hits)
        if not wanted(n_words, best):
            return
        reader = searcher.reader()
        memo = self._memo(reader)
        postings = self._postings(searcher)
        n = reader.doc_count_all()

        def words_of(docnum):
            key = ("feedback", docnum)
            if key not in memo:
                stored = searcher.stored_fields(docnum)
                english = (stored.get("language") or "en").split("-")[0].lower() == "en"
                memo[key] = text_words(stored) if english else None
            return memo[key]

        def rarity(word):
            key = ("feedback-idf", word)
            if key not in memo:
                memo[key] = idf(n, reader.doc_frequency("body", word))
            return memo[key]

        terms = expansion_terms(best, words_of, rarity, set(tokens(EN, text)))
        add_feedback(scores, terms, postings, LocalWeights(postings, games, memo))

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

    def _collapse(
        self, searcher, ranked, highlights, n: int, situation: bool = False, words: int = 0, shown=(None, 0)
    ) -> list[dict]:
        """The first n results with identical texts collapsed (collapse.py), a rule and its
        translations shown in the question's language where one of them is in it. `shown`: that
        language, and the first result of the page shown."""

        def make(stored, score):
            return self.result(stored, score, highlights)

        def translations(rule: tuple) -> list[dict]:
            game, family, key = rule
            terms = [Q.Term("game", game), Q.Term("keys", key.lower()), Q.Term("current", "1")]
            hits = searcher.searcher.search(Q.And([*terms, Q.Term("kind", "rule")]), limit=TRANSLATIONS)
            return [hit.fields() for hit in hits if hit.get("family") == family]

        language, start = shown  # the question's language, and the first result of the page shown
        return collapse(searcher, ranked, n, situation, make, words, language, translations, start)

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
                    values_of_leaf = leaf_columns(leaf)
                else:
                    values_of_leaf = kept[key] = kept.get(key) or leaf_columns(leaf)
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
