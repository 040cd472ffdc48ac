"""Second stage: the best RERANK_N first-stage hits reordered by features read from the documents.

BM25 adds up the words a text holds, so a long rule that repeats one of the query's words can
outrank the short rule that holds all of them. Each candidate gets features computed from its
own text and place (no question's words are named here):
  - coverage: the share of the query's words (weighted by their rarity) the text holds, in any
    of its fields, and in its title alone;
  - distinct: the same share in the text's own fields (not the headings above it), each word
    weighted by its rarity among the candidates instead: sibling rules all hold the topic's
    words, so the words only some of them hold tell them apart. Set at 0.3 through the whole
    search (tune MRR + recall@3 1.746 -> 1.749; the wide set 1.138 -> 1.159; 0.1-0.5 within
    .005 on tune; 0.7 and 1.0 worse on both). Counting the headings' words too scored the same
    on tune and lower on wide;
  - count: the question asks for a number ("how many", "how much", "up to", "limit") and the
    text states one (a digit, or "one" to "ten", "twenty"; not another rule's number, "see rule
    702.19", "refer to 4-11", which a third of the texts with a digit hold and nothing else: wide
    MRR .594 -> .595, tune and wide2 the same): "breeding area how many cards" is
    answered by "Only 1 card can be placed in the breeding area.", not by its siblings that
    hold the same words. Set at 0.3 (tune MRR + recall@3 1.753 -> 1.754, wide 1.215 -> 1.226,
    wide r@3 .647 -> .654; 0.1 to 0.7 the same on tune, 0.3 to 0.7 within .003 on wide);
  - allowed: the question asks whether one may ("can I …", "may I …", "is it legal …", "…, can
    it …") and the text says what one can, cannot, may or must do: "A creature with defender
    can't attack." answers "can a creature with defender attack" above rules that only name
    defending players. Set at 0.2 (tune 1.754 -> 1.754, wide 1.239 -> 1.257; 0.1 to 0.5 within
    .003 on both);
  - notation: the share of the question's power/toughness and modifiers ("+1/+1", "-1/-1",
    "5/5", "Resist +1", "+3000") the text writes as such (the analyzers keep only the digits).
    Set at 0.3 (tune 1.756 -> 1.756; wide 1.278 at 0.1 -> 1.292 at 0.3 to 0.5; wide r@3
    .691 -> .699, MRR .587 -> .593, one case 5 -> 7);
  - whose: the question asks whose a thing is ("whose trash?", "my graveyard or theirs?", "who
    controls …") and the text names an owner or a controller (owner, owns, controller,
    controls): the card games' own words for it. 400.3 ("… goes to its owner's corresponding
    zone") answers "does it go to my graveyard or theirs?". Set at 0.3 (tune r@3 .923 -> .923,
    MRR .832 -> .833; wide r@3 .684 -> .691, MRR .583 -> .587; no case fell);
  - language: the query reads as another language than the text's (a German question and the
    English rule, or the other way round). Such a text shares only names and numbers with the
    question ("Pack Rush", "5"), all its language's analyzer finds of it: its coverage, title and
    distinct are 0, not the full share those few words would give (an English "resit +2 how
    much damge" had the French 6.5.1.1 at coverage 1.0, above the English 8.8.1; tune, wide and
    wide2 unchanged, the fourth set y2 r@10 .819 -> .825). The language is read with the first
    stage's word lists (analysis.reads_as, one sign enough here) and counts only when some
    candidate is written in it: "die 0 toughness indestructible" reads as German by "die", and
    in Magic's all-English texts every one lost its coverage alike. The question's shape (count,
    allowed, whose) is read in the languages of the rules ("kann ich", "darf man", "est-ce que
    je peux", "peut-on", "¿puedo", "wie oft", "combien", "cuánta") and from the question as asked,
    not as its typo fixes left it ("cuentan" fixed to "cuanta" asks for no number): tune and
    wide2 unchanged, wide MRR .595 -> .595, y2 r@3 .688 -> .694, MRR .597 -> .598;
  - a German, French or Spanish question's English words (translate.py) count as the English
    query's (tune, wide–wide5 unchanged; 14 German/French Magic questions MRR .266 -> .340);
  - shape: a glossary entry, for a "what is X" question or for any other; a text that opens
    with X; and what stays first whatever the rest (a rule number's exact hit, the glossary
    entry and rule found for "what is X", but not a heading with no text of its own: it names
    X without saying what X is; on the tuning half one definition went from 2nd to 1st, no
    other case moved).
The new score is the first-stage score (as a share of the best) plus the weighted features; the
weights were fitted on the tuning half of the benchmark questions only (benchmarks/relevance.py
--fit, the penalty on their size chosen by cross-validation within that half). A wider set
(proximity window, text and section-title coverage, rarest word, heading, card, FAQ, depth,
length) cross-validated worse on the tuning half (MRR + recall@3 1.584 against 1.608) and was
left out.

Measured again after anchors, feedback and per-language length norms joined the first stage
(tune half: r@1 .696, r@3 .917, MRR .802). Refitting every weight at once (relevance.py --fit)
scored better on the recorded candidates but worse through the whole search, which redirects
and collapses after this stage (r@3 .911, MRR .800; Magic MRR .757 -> .727, slang .717 -> .506),
so the weights above stay. Each weight and each new feature moved alone through the whole
search (benchmarks/rerank_scan.py, the value chosen by 4-fold cross-validation within tune,
MRR + recall@3; the current weights score 1.719) kept its current value: coverage 1.714,
title 1.712, glossary 1.716, base 1.713, the rest unchanged. New features, each left out:
the query's words in the anchors field (1.719, never chosen); the most of them one sentence
of the title or the rule's own text holds (1.717-1.719); the words only its examples hold
(1.715-1.719); a negation in both the question and the text (1.708-1.716: Lorcana falls); a
heading without text (no change); coverage over the text's length (1.705); the first subrule
of its rule, 702.33a or 8.11.1 (1.705: tune MRR .810 at -0.2 but r@3 .905, Lorcana and dbe
fall); the general rule two or more of whose direct subrules are candidates ("103.5" above
"103.5c", "4.2.3" above "4.2.3.1": December 2026, tune r@3 .929 -> .911 at 0.2, .917 at 0.1,
wide2 and wide3 mixed); "distinct" among a rule's siblings only (the candidates under the
same rule number, 8.10.4-8.10.9 or 603.6a-c: December 2026, second round; each figure set
r@1/r@3/r@10/MRR): added at 0.5 to every candidate with siblings, the honest sets rose (wide2
MRR .684 -> .691, wide3 .610 -> .639, wide4 .723 -> .741) but tune fell (.835 -> .830, r@3
.929 -> .923) and wide's MRR too (.601 -> .598); centred on its group's mean at 0.3 (only the
order within a group moves), tune r@3 .929 -> .923, wide MRR .601 -> .596, wide2 .684 -> .688,
wide3 .610 -> .626, wide4 .723 -> .727; below the group's best instead (never lifted), worse on
all five. The answers ranked 2-10 mostly trail a sibling rule holding the same words; nothing
read here told them apart on more than a case or two. The question's words as typed (the `spell`
field, unstemmed: "challenged" in 8.5.2 "… if they're being challenged", not 8.5.1's
"challenging"), weighted by their rarity among the candidates as distinct is: December 2026,
third round, against tune/wide/wide2/wide3/wide4/wide5 MRR .835/.623/.700/.636/.728/.655, r@3
.935/.721/.781/.719/.831/.750: at 0.05 MRR .841/.629/.699/.635/.729/.665, r@3 .935/.728/.775/
.725/.838/.750; at 0.1 much the same (tune r@10 .976 -> .970); at 0.2 tune r@3 .923; at 0.5
wide r@3 .676. Every set's MRR but wide2's and wide3's rose; wide2 lost a case at r@3: left out.
December 2026, fourth round (against tune/wide/wide2/wide3/wide4/wide5/wide6, r@1/r@3/MRR
.750/.935/.838, .529/.735/.639, .600/.781/.702, .537/.738/.652, .625/.856/.744, .525/.762/.659,
.588/.775/.692). On wide..wide6, of the 296 questions whose expected text the first stage found
(in its RERANK_N) but that did not come first, the text ranked first was a rule in another
section 116 times, a sibling 65, a rule of the same section 37, a glossary entry 22, a cousin
under the same rule 15, a subrule 14, a card 8, an FAQ 5, a parent or ancestor 4
(benchmarks/miss_kinds.py). Tried, each left out:
  - the neighbourhood: the share of the candidates' first-stage scores held by the other rules
    under the same rule of the second level (704.5a-z, 8.10.x), as a bonus: at 0.1 tune MRR .839,
    wide .632, wide6 .689; at 0.2 tune r@3 .929, wide MRR .629, wide5 .665;
  - the first subrule of its rule (702.11a, 8.5.1) when the question tells a situation (four
    words or more), at -0.1: tune MRR .842, r@3 .940, but wide .620, wide2 .693, wide3 .643;
  - glossary_define 0.3 -> 0.0 (the rule that defines X beside X's glossary entry, which most
    wide sets expect and tune mostly accepts both): tune r@1 .744, MRR .835, wide6 .698; -0.3
    wide2 .699;
  kept: "redundant", for a question telling a situation (four words or more, not "what is X"),
    a subrule whose nearest rule above it among the candidates (the same document version) holds
    every query word it holds and more, or the same ones in a longer text (103.5c beside 103.5
    for "I mulliganed twice, how many cards do I put on the bottom"): at -0.1 tune unchanged,
    wide the same but r@10 .860 -> .868, wide2 .600/.781/.702 -> .606/.787/.708, wide3
    .537/.738/.652 -> .544/.744/.657, wide4 r@3 .856 -> .863 (MRR .7436 -> .7443, r@10 .956 ->
    .950), wide5 MRR .659 -> .661, wide6 .6916 -> .6922. For every question but "what is X" it
    cost "universal shift" (8.10.8.2 under 8.10.8, which names the six variants); a strict
    subset alone moved nothing; at -0.15 and -0.2 tune r@3 .935 -> .929; the same subset or
    less without the length test lost wide2, wide4 and wide6 r@3 (Digimon's 3-1-2-1-1 and 3-6-3
    beside the rules above them). The rule above must be of the same document version: keyed by
    game alone, a translation's 8.10.8 stood above the English 8.10.8.2.
  - "pointed" (fifth round): the rules, and their subrules, a candidate glossary entry whose title
    holds a query word points to ("See rule 702.19"), valued by that title's share of the query's
    words. Against tune/wide..wide6/rt_r11 r@1/r@3/r@10/MRR as above (rt_r11 .417/.646/.833/.547): at
    0.2 tune .738/.929/.970/.831, wide r@10 .853, wide2 .600/.794/.925/.708, wide3 .562/.750/.850/
    .666, wide4 .625/.869/.950/.747, wide5 .550/.787/.950/.678, wide6 .600/.775/.900/.701, rt_r11 .438/
    .646/.854/.558; at 0.1 tune r@10 .970, wide MRR .638, wide2 .706, wide3 r@10 .850, the rest up; at
    0.2 but not for "what is X" tune .744/.929/.970/.834; the pointed rule alone (no subrules) at 0.2
    tune .744/.929/.976/.835, wide6 unchanged. Kept (pointers.py): at 0.2, not for "what is X", only
    from an entry whose title holds half the query's words or more: tune, wide, wide3, wide5 the
    same, wide2 .606/.794/.912/.709, wide4 MRR .745, wide6 .694, rt_r11 .438/.646/.833/.558.
Bounded: RERANK_N candidates, the query's first MAX_WORDS words per language.
"""

from __future__ import annotations

import math
import re

from rulings.search.analysis import EN, LANGUAGES, fold, name_words, tokens
from rulings.search.collapse import no_text_of_its_own
from rulings.search.intent import GLOSSARY_KEY
from rulings.search.pointers import pointed_rules, rule_parents
from rulings.search.question_language import (  # noqa: F401 - query_language is read here by tests too
    judged_language,
    query_language,
    shown_language,
)
from rulings.search.scoring import EXACT_SCORE
from rulings.search.shapes import (  # noqa: F401 - asks_* and states_number are read here by tests too
    LEAVE_T,
    WHOSE_T,
    asks_count,
    asks_leave,
    asks_whose,
    notation_of,
    states_number,
)

RERANK_N = 30
TELLING_WORDS = 4  # a question of this many words tells a situation (as engine.SITUATION_WORDS)
MAX_WORDS = 24
EXTRA_FIELDS = {"en": ("names",)}  # a language's fields searched besides title, context and body
# Fitted on the tuning half (see the module's docstring); a feature absent here weighs nothing.
WEIGHTS = {
    "base": 1.0,  # the first-stage score's share of the best, to this power
    "pinned": 3.0,  # set, not fitted: what "what is X" found for X stays above the rest
    "lead": 2.0,  # set: … a section titled X with no text (shown as its first rule) next
    "coverage": 0.2,
    "title": -0.1,
    "foreign": -0.6,
    "glossary": 0.0,
    "glossary_define": 0.3,
    "opens": 0.3,
    "count": 0.3,  # set by benchmarks on tune and wide, see the docstring
    "allowed": 0.2,  # set by benchmarks on tune and wide, see the docstring
    "whose": 0.3,  # set by benchmarks on tune and wide, see the docstring
    "notation": 0.3,
    "distinct": 0.3,  # set by benchmarks on tune and wide (0.1 to 1.0 tried), see the docstring
    "redundant": -0.1,  # set by benchmarks on tune and wide..wide6, see the docstring
    "pointed": 0.2,  # set by benchmarks on tune and wide..wide6, see the docstring
}
FEATURES = tuple(name for name in WEIGHTS if name not in ("base", "pinned", "lead"))


_WORD = re.compile(r"[^\W\d_]{3,}")


class Features:
    """What the features of one query's candidates need: its words per language with their
    rarity, and the language it reads as."""

    def __init__(
        self,
        reader,
        postings,
        text: str,
        memo: dict,
        define: bool = False,
        pinned=(),
        asked: str | None = None,
    ):
        self.postings = postings
        self.define = define
        self.pinned = frozenset(pinned)  # "what is X": the glossary entry and rule found for X
        self.opening: frozenset[int] = frozenset()  # … and the texts opening with X
        self.leads: frozenset[int] = frozenset()  # … a section titled X with no text of its own
        named = name_words(reader)
        self.read = judged_language(text, named)  # … the language the candidates are judged by
        self.language = shown_language(text, named)  # … and the one the results are shown in
        self.judged = self.read  # … the language the candidates are judged foreign to (among_languages)
        # The question's shape is read from its words as asked (`asked`), not as the typo fixes
        # left them: a content word fixed into a shape word ("cuentan" → "cuanta") asks nothing.
        asked = text if asked is None else asked
        self.counting = asks_count(asked)
        self.asking_leave = asks_leave(asked)
        self.asking_whose = asks_whose(asked)
        self.notation = notation_of(text)
        self.telling = not define and len(_WORD.findall(asked)) >= TELLING_WORDS
        self._text = text
        # language → [(idf, the word's postings in any of the language's fields, … in its title)]
        self.words: dict[str, list[tuple[float, list[dict], dict]]] = {}
        # language → per word, its postings in the text's own fields (not the headings above it)
        self.own: dict[str, list[list[dict]]] = {}
        self.distinct: dict[int, float] = {}
        self.redundant: set[int] = set()  # … the subrules that add nothing to a rule above them
        self.pointed: dict[int, float] = {}  # … the rules a glossary entry naming the query points to
        self._reader, self._memo = reader, memo
        for lang, (analyzer, _) in LANGUAGES.items():
            self._add_words(lang, dict.fromkeys(tokens(analyzer, text)[:MAX_WORDS]))

    def _add_words(self, lang: str, words) -> None:
        """The language's words (stems) among the query's, with their rarity and postings."""
        reader, memo, postings = self._reader, self._memo, self.postings
        fields = LANGUAGES[lang][1]
        n = max(reader.doc_count_all(), 1)
        found = self.words.get(lang, [])
        for word in words:
            key = ("idf", fields[-1], word)
            if key not in memo:
                df = reader.doc_frequency(fields[-1], word) or reader.doc_frequency(fields[0], word)
                memo[key] = math.log(1 + (n - df + 0.5) / (df + 0.5)) if df else 0.0
            if memo[key]:
                held = [postings.scores(f, word) for f in (*fields, *EXTRA_FIELDS.get(lang, ()))]
                found.append((memo[key], [h for h in held if h], held[0]))
                own = (f for f in (*fields, *EXTRA_FIELDS.get(lang, ())) if not f.startswith("context"))
                self.own.setdefault(lang, []).append([postings.scores(f, word) for f in own])
        if found:
            self.words[lang] = found

    def translated(self, english) -> None:
        """A question in another language: its English words (stems) count as the English query's."""
        have = set(tokens(EN, self._text)[:MAX_WORDS])
        self._add_words("en", [w for w in dict.fromkeys(english) if w not in have][:MAX_WORDS])

    def coverage(self, docnum: int) -> tuple[float, float]:
        """(the rarity-weighted share of the query's words the document holds in any field,
        … in its title), from the language whose words it holds the most of."""
        best, best_title = 0.0, 0.0
        for words in self.words.values():
            total = sum(idf for idf, _, _ in words)
            held = sum(idf for idf, lists, _ in words if any(docnum in h for h in lists)) / total
            if held > best:
                best, best_title = held, sum(idf for idf, _, title in words if docnum in title) / total
        return best, best_title

    def among(self, docnums: list[int]) -> None:
        """Each of the candidates' distinctive coverage: the share of the query's words it holds
        in its own text (title, text, names; not the headings above it), each word weighted by
        its rarity among the candidates. A word every candidate holds (the section's topic)
        tells none apart; the one its siblings lack does. From the language whose words it
        holds the most of."""
        n, pool = len(docnums), set(docnums)
        self.distinct = {}
        for words in self.own.values():
            held = [set().union(*(h.keys() & pool for h in lists)) for lists in words]
            rarity = [math.log(1 + (n - len(h) + 0.5) / (len(h) + 0.5)) for h in held]
            total = sum(rarity)
            if not total:
                continue
            for docnum in docnums:
                share = sum(r for r, h in zip(rarity, held, strict=True) if docnum in h) / total
                self.distinct[docnum] = max(self.distinct.get(docnum, 0.0), share)

    def held_own(self, docnum: int) -> frozenset:
        """The query's words (language, index) the document holds in its own fields."""
        return frozenset(
            (lang, i)
            for lang, words in self.own.items()
            for i, lists in enumerate(words)
            if any(docnum in h for h in lists)
        )

    def subsumed(self, stored: dict[int, dict]) -> None:
        """For a question telling a situation: the subrules whose nearest rule above them among
        the candidates (in the same document version) holds every query word they hold and
        more, or the same ones in a longer text: they add nothing to what it says."""
        self.redundant = set()
        if not self.telling:
            return
        by_key = {
            (s.get("version_id"), (s.get("key") or "").lower()): d
            for d, s in stored.items()
            if s.get("kind") == "rule"
        }
        held = {d: self.held_own(d) for d in stored}
        for docnum, fields in stored.items():
            if fields.get("kind") != "rule" or GLOSSARY_KEY.search(fields.get("key") or ""):
                continue
            parent = next(
                (
                    by_key[(fields.get("version_id"), above)]
                    for above in rule_parents((fields.get("key") or "").lower())
                    if (fields.get("version_id"), above) in by_key
                ),
                None,
            )
            if parent is None:
                continue
            mine, its = held[docnum], held[parent]
            if mine < its or (mine == its and len(_body(stored[parent])) > len(_body(fields))):
                self.redundant.add(docnum)

    def of(self, docnum: int, stored: dict, score: float = 0.0) -> dict[str, float]:
        """The candidate's features; `score` is its first-stage score (a rule number's exact
        hit stays first, as a "what is X" answer does)."""
        coverage, title = self.coverage(docnum)
        glossary = bool(GLOSSARY_KEY.search(stored.get("key") or ""))
        language = text_language(stored)
        body = stored.get("body") or stored.get("body_es") or ""  # a Spanish text has only body_es
        foreign = bool(self.judged) and language != self.judged
        share = 0.0 if foreign else 1.0
        return {
            "pinned": float((docnum in self.pinned and not _untexted(stored)) or score >= EXACT_SCORE),
            "opens": float(docnum in self.opening),
            "lead": float(docnum in self.leads),
            "coverage": coverage * share,
            "distinct": self.distinct.get(docnum, 0.0) * share,
            "count": float(self.counting and states_number(body)),
            "notation": len(self.notation & notation_of(body)) / len(self.notation) if self.notation else 0.0,
            "whose": float(self.asking_whose and bool(WHOSE_T.search(body))),
            "allowed": float(self.asking_leave and bool(LEAVE_T.search(body))),
            "title": title * share,
            "foreign": float(foreign),
            "redundant": float(docnum in self.redundant),
            "pointed": self.pointed.get(docnum, 0.0),
            "glossary": float(glossary and not self.define),
            "glossary_define": float(glossary and self.define),
        }

    def among_languages(self, stored: list[dict]) -> None:
        """The question's language counts only when some candidate is written in it: when none is
        (an English "die 0 toughness indestructible" read as German by its "die", in a game whose
        texts are all English), every text would be foreign and lose its coverage alike."""
        self.judged = self.read
        if self.read and all(text_language(s) != self.read for s in stored):
            self.judged = None  # (the results still show a rule in the question's language first)


def _body(stored: dict) -> str:
    return stored.get("body") or stored.get("body_es") or ""


def text_language(stored: dict) -> str:
    """The language a stored text is written in ("en" unless it says)."""
    return fold(stored.get("language") or "en").split("-")[0]


def _untexted(stored: dict) -> bool:
    """A heading (or a list of links) with no text of its own: it names X, it does not say what X is."""
    return stored.get("kind") == "rule" and no_text_of_its_own(stored.get("body") or stored.get("body_es"))


def rerank(searcher, ranked: list[tuple[float, int]], features: Features, weights=None) -> list:
    """The first RERANK_N of `ranked` ((score, docnum), best first) rescored; the rest as they
    were, below them when their score is lower."""
    if not ranked:
        return ranked
    weights = WEIGHTS if weights is None else weights
    stored = {docnum: searcher.stored_fields(docnum) for _, docnum in ranked[:RERANK_N]}
    features.among(list(stored))
    features.among_languages(list(stored.values()))
    top = ranked[0][0] or 1.0
    features.subsumed(stored)
    features.pointed = {} if features.define else pointed_rules(stored, lambda d: features.coverage(d)[1])
    out = []
    for i, (score, docnum) in enumerate(ranked):
        if i >= RERANK_N:
            out.append((score, docnum))
            continue
        values = features.of(docnum, stored[docnum], score)
        bonus = sum(weights.get(name, 0.0) * value for name, value in values.items())
        share = max(score, 0.0) / top
        out.append((max(top * (share ** weights.get("base", 1.0) + bonus), 0.0), docnum))
    out.sort(key=lambda sd: (-sd[0], sd[1]))
    return out
