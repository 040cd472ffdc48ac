"""Anchor text: what the documents say about a rule where they cite it, indexed with that rule.

A rule cited by another text is described there in other words: the glossary entry "Sacrifice
— To move a permanent you control to its owner's graveyard. See rule 701.17." names the rule
and says what it does; "A player who attempts to draw a card from a library with no cards in
it loses the game … (This is a state-based action. See rule 704.)" tells what a rule under 704
is about; an FAQ's question quoting a rule is a judge's phrasing of it. Each cited rule gets,
in its low-weight `anchors` field:
  - a glossary entry's term and definition (its pointers left out);
  - an FAQ's question;
  - the sentence around the reference in any other citing rule, with the sentences before it
    while it says little on its own ("See rule 704.").
The references are the project's own (the Link rows written on import and edit). A reference
to a rule with rules under it (a chapter, a keyword's heading) also describes the one of them
whose text shares the most (rare) words with the citing text, at least ROUTE_MIN of them:
the citing words go there too. A heading (a rule whose text is only its name) passes what it
gets on to its first subrule, which says what the heading names.

Bounded: ANCHOR_WORDS per citing text, MAX_WORDS per rule, glossary and FAQ sources first, then
the citing rules in document order; MAX_LINKS links per version, ROUTE_POOL rules looked at per
reference. A rule number in an anchor is left out (it would read as the citing rule's own
words). Anchors follow the citing texts when a document is reindexed; an edited rule or FAQ
refreshes the rules it now gives words to (documents.py), so a rule it no longer describes
keeps them until the next rebuild.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable

from django.db.models import F
from whoosh.lang.porter import stem

from rulings.models import Link, Section
from rulings.search.analysis import ENGLISH_STOP_WORDS, fold
from rulings.search.intent import GLOSSARY_KEY
from rulings.search.snippets import plain_text

ANCHOR_WORDS = 40  # words kept from one citing text
ANCHOR_MIN = 8  # … taking the sentences before the reference's while it has fewer
MAX_WORDS = 120  # words kept per cited rule, all sources together
MAX_SOURCES = 24  # citing texts kept per cited rule
MAX_LINKS = 50_000  # links read per version
MAX_FOLLOW = 50  # links read to find what a changed citing text gave words to
ROUTE_POOL = 400  # rules looked at under a cited rule
ROUTE_MIN = 4  # words a rule under the cited one shares with the citing text, to be described by it
HEADING_WORDS = 6  # a text of at most this many words, without a full stop, is a heading's name
# Where a sentence ends: ., ! or ? (and closing quotes or brackets) before blanks and a capital,
# an opening quote or bracket; or a line break.
_END = re.compile(r"[.!?][\"”’')\]]*\s+(?=[A-Z“\"(\[])|\n+")
# "See rule 704.", "(see rules 702.19c and 702.19d)", "(see 4.6.6)", "See section 4": a pointer, not words.
_POINTER = re.compile(
    r"\(?\bsee\s+(?:also\s+)?(?:(?:rules?|sections?)\s+)?[§\d][^\n)]*?(?:\.(?=\s|$)|\)|$)", re.I
)
_NUMBER = re.compile(r"§?\b\d+(?:[.\-]\d+)*[a-z]?\b\.?")
_WORD = re.compile(r"\S*[^\W\d_]{2}\S*|\b[^\W\d_]\b")  # a word of letters (not "–f," left of "702.19a–f,")

_LETTERS = re.compile(r"[^\W\d_]{2,}")

# The sources of one rule's anchors, in the order they are kept.
GLOSSARY, FAQ, RULE = 0, 1, 2


@functools.lru_cache(maxsize=50_000)
def _stem(word: str) -> str:
    return stem(word)


def stems(text: str) -> frozenset[str]:
    """The text's words of letters, stemmed (Porter), stop words left out: for routing only, a
    quicker reading than the analyzer's."""
    return frozenset(_stem(w) for w in _LETTERS.findall(fold(text)) if w not in ENGLISH_STOP_WORDS)


def _clean(text: str, limit: int = ANCHOR_WORDS) -> str:
    text = _NUMBER.sub(" ", _POINTER.sub(" ", plain_text(text or "")))
    return " ".join(_WORD.findall(text)[:limit])


def sentence_at(text: str, offset: int) -> str:
    """The words of `text`'s sentence around `offset` (where a reference was found), with the
    sentences before it while it says little on its own ("This is a state-based action. See
    rule 704.")."""
    starts, end = [0], len(text)
    for match in _END.finditer(text):
        if match.end() <= offset:
            starts.append(match.end())
        elif match.start() >= offset:
            end = match.start() + 1
            break
    words = ""
    for start in reversed(starts[-3:]):
        words = _clean(text[start:end])
        if len(words.split()) >= ANCHOR_MIN:
            break
    return words


def anchor_of(key: str, title: str, body: str, start: int, question: str | None) -> tuple[int, str]:
    """(its kind, the words) a citing text (a section's key, title, body and the reference's
    offset in it, or an FAQ's question) gives the rule it cites."""
    if question is not None:
        return FAQ, _clean(question)
    if GLOSSARY_KEY.search(key or ""):
        return GLOSSARY, _clean(f"{title}. {body}")
    return RULE, sentence_at(body or "", start)


def combine(anchors: Iterable[tuple[int, int, str]]) -> str:
    """One rule's anchor text from (kind, order, words) of its citing texts, bounded."""
    kept, seen, words = [], set(), 0
    for _kind, _order, text in sorted(anchors):
        if text.lower() in seen:
            continue
        seen.add(text.lower())
        part = text.split()[: MAX_WORDS - words]
        kept.append(" ".join(part))
        words += len(part)
        if words >= MAX_WORDS or len(kept) >= MAX_SOURCES:
            break
    return "\n".join(kept)


class Tree:
    """A version's rules as a tree, for routing a reference to the rule under it that it describes."""

    def __init__(self, rows: Iterable[tuple[int, int | None, str]]):
        """`rows`: (id, parent id, text) in document order, examples left out."""
        self.children: dict[int | None, list[int]] = {}
        self.texts: dict[int, str] = {}
        for pk, parent, text in rows:
            self.children.setdefault(parent, []).append(pk)
            self.texts[pk] = text
        self._words: dict[int, frozenset] = {}

    def words(self, pk: int) -> frozenset:
        if pk not in self._words:
            self._words[pk] = stems(self.texts.get(pk, ""))
        return self._words[pk]

    def is_heading(self, pk: int) -> bool:
        text = plain_text(self.texts.get(pk, "")).strip()
        return bool(self.children.get(pk)) and len(text.split()) <= HEADING_WORDS and not text.endswith(".")

    def under(self, pk: int) -> list[int]:
        """The rules under `pk`, in document order (at most ROUTE_POOL)."""
        out, stack = [], list(reversed(self.children.get(pk, ())))
        while stack and len(out) < ROUTE_POOL:
            node = stack.pop()
            out.append(node)
            stack.extend(reversed(self.children.get(node, ())))
        return out

    def route(self, pk: int, words: frozenset) -> int | None:
        """The rule under `pk` the citing words describe best: the most of them (at least
        ROUTE_MIN), each weighted by its rarity under `pk`, over the root of the rule's length."""
        pool = self.under(pk)
        held = [(node, words & self.words(node)) for node in pool]
        df: dict[str, int] = {}
        for _node, shared in held:
            for word in shared:
                df[word] = df.get(word, 0) + 1
        best, best_score = None, 0.0
        for node, shared in held:
            if len(shared) < ROUTE_MIN:
                continue
            score = sum(math.log(1 + len(pool) / df[w]) for w in shared) / math.sqrt(len(self.words(node)))
            if score > best_score:
                best, best_score = node, score
        return best


class Anchors:
    """Citing texts collected per cited section id, then each one's anchor text; and which rules
    each citing text gave words to, for refreshing them when it changes."""

    def __init__(self, tree: Tree):
        self.tree = tree
        self._by_target: dict[int, list[tuple[int, int, str]]] = {}
        self._given: dict[tuple[str, int], set[int]] = {}  # ("section"|"faq", id) → rules

    def add(self, target: int, order: int, row: tuple, source: tuple[str, int]) -> None:
        """`row` is (source key, title, body, start, FAQ question or None)."""
        kind, text = anchor_of(*row)
        if not text:
            return
        given = self._given.setdefault(source, set())
        routed = self.tree.route(target, stems(text)) if self.tree.children.get(target) else None
        for pk in (target, routed) if routed is not None else (target,):
            self._by_target.setdefault(pk, []).append((kind, order, text))
            given.add(pk)

    def pass_down(self) -> None:
        """A heading's anchors also go to its first subrule."""
        firsts = {pk: self.tree.children[pk][0] for pk in self._by_target if self.tree.is_heading(pk)}
        for heading, first in firsts.items():
            self._by_target.setdefault(first, []).extend(self._by_target[heading])
        for given in self._given.values():
            given.update(firsts[pk] for pk in list(given) if pk in firsts)

    def given_by(self, sources: Iterable[tuple[str, int]]) -> list[int]:
        """The rules these citing texts give words to."""
        return sorted({pk for source in sources for pk in self._given.get(source, ())})

    def text(self, target: int) -> str:
        return combine(self._by_target.get(target, ()))


# -- from the database ----------------------------------------------------------------------------

_CITING = ("target_section_id", "source_section__order", "source_section__key", "source_section__title")
_CITING += ("source_section__body", "start", "source_faq__question", "source_section_id", "source_faq_id")


def version_anchors(version_id: int, sections: Iterable[Section] | None = None) -> Anchors:
    """The anchors of a version's sections (`sections`: all of them, when already read)."""
    if sections is None:
        sections = Section.objects.filter(version_id=version_id).only("pk", "parent_id", "body", "kind")
        sections = sections.order_by("order")
    tree = Tree((s.pk, s.parent_id, s.body) for s in sections if s.kind != Section.Kind.EXAMPLE)
    found = Anchors(tree)
    links = Link.objects.filter(target_section__version_id=version_id).exclude(
        source_section=F("target_section")
    )
    for target, order, key, title, body, start, question, section, faq in links.values_list(*_CITING)[
        :MAX_LINKS
    ]:
        source = ("faq", faq) if faq is not None else ("section", section)
        found.add(target, order or 0, (key or "", title or "", body or "", start, question), source)
    found.pass_down()
    return found


def cited_versions(sources) -> list[int]:
    """The versions of the sections the texts matching `sources` (a Q over Link) cite."""
    cited = Link.objects.filter(sources, target_section__isnull=False)
    return sorted(set(cited.values_list("target_section__version_id", flat=True)[:MAX_FOLLOW]))
