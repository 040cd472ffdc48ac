"""Query building, ranking, facets and snippets over a Whoosh searcher. No Django.

The parsed query becomes a scoring Plan of field/word clauses directly (never through Whoosh's
own query parser), so user text can only ever be words; scoring.py scores it over Whoosh's
postings. Ranking is BM25F with per-field boosts, plus:
  - exact rule-number hits (the `keys` field) above everything, at a constant score;
  - nearby word pairs (proximity phrases) boosted;
  - synonym groups from synonyms.json, slightly below the words as typed;
  - words absent from the index replaced by near spellings (edit distance 1–2).
"""

from __future__ import annotations

import functools
import html
import math
import re
from dataclasses import dataclass

from whoosh import query as Q
from whoosh.analysis import StemFilter

from rulings import budget
from rulings.search import scoring
from rulings.search.analysis import EN, ES, FOLD_MAP, SPELL
from rulings.search.query import KINDS, ParsedQuery
from rulings.search.scoring import Clause, Plan
from rulings.search.synonyms import Synonyms

FIELD_BOOSTS_EN = {"title": 2.5, "names": 3.0, "context": 0.5, "body": 1.0}
FIELD_BOOSTS_ES = {"title_es": 2.5, "context_es": 0.5, "body_es": 1.0}
PROXIMITY_BOOST = 1.5
PROXIMITY_SLOP = 3
SYNONYM_BOOST = 0.8
FUZZY_BOOST = 0.6
SNIPPET_CHARS = 240
MAX_TERMS = 40
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
        text = " ".join(parsed.words)
        plan = Plan()
        optional = plan.optional
        for analyzer, boosts, hl, proximity_fields in (
            (EN, FIELD_BOOSTS_EN, "body", ("body",)),
            (ES, FIELD_BOOSTS_ES, "body_es", ("body_es",)),
        ):
            words = tokens(analyzer, text)[:MAX_TERMS]
            optional += self._terms(reader, dict.fromkeys(words), boosts, highlights[hl], local, 1.0)
            plan.near += self._proximity(reader, words, proximity_fields, local)
            for typo_fix in self._corrections(reader, parsed, memo):
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
            ):
                words = tokens(analyzer, phrase)[:MAX_TERMS]
                highlights[hl].update(words)
                alternatives += [_phrase(f, words, slop=1) for f in fields if words]
            if alternatives:
                plan.required.append(alternatives)
                # Words of a quoted phrase standing together score more, as proximity does.
                together = _phrase("body", tokens(EN, phrase)[:MAX_TERMS], slop=1, boost=PROXIMITY_BOOST)
                plan.near += [together] if together else []
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
                if len(word) < 4 or len(word) > MAX_SPELL_CHARS or reader.doc_frequency("spell", word):
                    continue
                key = ("typo", word)
                if key not in memo:
                    maxdist = 1 if len(word) <= 5 else 2
                    memo[key] = sorted(reader.terms_within("spell", word, maxdist, prefix=1))[:3]
                out += memo[key]
        return out

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
        # The game facet counts the chosen games only; the kind facet counts every kind.
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
        end = request.offset + request.limit
        page = scoring.best(scores, hits, plan.near, postings, end)[request.offset : end]
        return {
            "query": parsed.raw,
            "count": len(hits),
            "results": [self.result(searcher.stored_fields(d), s, highlights) for s, d in page],
            "facets": {
                "game": dict(sorted(facets["game"].items(), key=lambda kv: (-kv[1], kv[0] or ""))),
                "kind": {k: facets["kind"][k] for k in KINDS if k in facets["kind"]},
            },
        }

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


# Card numbers as printed: XB-006, EMN-15a, ST1-01, BT12-034.
_CARD_NUMBER = re.compile(r"^[a-z]{1,5}\d{0,3}-\d{1,4}[a-z]?$", re.I)
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
