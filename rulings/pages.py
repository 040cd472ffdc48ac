"""The queries and small computations behind the web pages, so the views stay thin.

Everything here returns plain data (model instances, dicts, lists); templates escape it.
"""

from __future__ import annotations

import datetime as dt
import difflib
import re
from dataclasses import dataclass, field

from django.db.models import Count, Q

from rulings import dates
from rulings.importers.diff import comparable
from rulings.models import FAQ, Change, Document, DocumentVersion, Link, Section, current_of

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class BadRequest(Exception):
    """Input a page cannot answer; the view turns it into a 400 with this message."""


def parse_as_of(value: str | None) -> dt.date | None:
    """The `as_of` parameter: YYYY-MM-DD, or nothing."""
    if not value:
        return None
    try:
        if not _ISO_DATE.fullmatch(value.strip()):  # fromisoformat also takes 20240607 and weeks
            raise ValueError(value)
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise BadRequest(
            f"“{value[:40]}” is not a date. Give the date as YYYY-MM-DD, for example 2024-06-07."
        ) from None


def pick_version(document: Document, *, label: str | None, on: dt.date | None) -> DocumentVersion | None:
    """A named version, the version in effect on a date, or the current one."""
    if label:
        version = document.versions.filter(label=label).first()
        if version is None:
            raise BadRequest(f"{document.title} has no version “{label[:60]}”.")
        return version
    if on:
        in_effect = document.versions.in_effect(on)
        return in_effect.filter(partial=False).first() or in_effect.first()
    return document.versions.current()


# Home


def recent_versions(limit: int = 6) -> list[DocumentVersion]:
    """The newest versions that changed something, each with its first few changes."""
    versions = list(
        DocumentVersion.objects.annotate(n_changes=Count("changes"))
        .filter(n_changes__gt=0)
        .select_related("document__game")
        .order_by("-effective_date", "-imported_at")[:limit]
    )
    changes: dict[int, list[Change]] = {}
    # Changes found by comparing the text first: they are certain; a change log may be garbled.
    for change in Change.objects.filter(version__in=versions).order_by("version", "-origin", "key"):
        changes.setdefault(change.version_id, []).append(change)
    for version in versions:
        version.recent_changes = changes.get(version.pk, [])[:8]
        version.has_previous = version.previous() is not None
    return versions


# Rule page


@dataclass
class History:
    version: DocumentVersion
    status: str  # added, changed, unchanged, absent, removed
    is_shown: bool = False
    previous: DocumentVersion | None = None


@dataclass
class RulePage:
    section: Section
    document: Document
    version: DocumentVersion
    ancestors: list[Section]
    examples: list[Section]
    children: list[Section]
    cited_by: list[Link]
    cites: list[Link]
    faqs: list[FAQ]
    cards: list = field(default_factory=list)
    history: list[History] = field(default_factory=list)
    versions: list[DocumentVersion] = field(default_factory=list)
    is_current: bool = True
    changes: list[Change] = field(default_factory=list)

    @property
    def context_title(self) -> str:
        """What an unnumbered paragraph belongs to: the nearest titled ancestor, or the document."""
        return next((a.title for a in reversed(self.ancestors) if a.title), self.document.title)


_LETTERS = re.compile(r"(?<=\d)[a-z]+$")  # 712.8e → 712.8
_SEGMENT = re.compile(r"[.\-][^.\-]*$")  # 712.8 → 712; 3-1-2 → 3-1


def _key_prefixes(key: str) -> list[str]:
    """The keys an ancestor may have: 712.8e → 712.8, 712; 3-1-3-1-2 → 3-1-3-1, …, 3."""
    out = []
    while True:
        shorter = _LETTERS.sub("", key) if _LETTERS.search(key) else _SEGMENT.sub("", key)
        if not shorter or shorter == key:
            return out
        out.append(key := shorter)


def _ancestors(section: Section) -> list[Section]:
    """Its parents up to the root: one query for the keys its key extends, then any gaps."""
    fields = ("key", "number", "title", "body", "parent_id", "version_id", "order")
    if not section.parent_id:
        return []
    prefixes = _key_prefixes(section.key)
    candidates = Section.objects.filter(version_id=section.version_id, key__in=prefixes)
    near = {s.pk: s for s in candidates.only(*fields).order_by()}
    chain, node = [], section
    while node.parent_id:
        node = near.get(node.parent_id) or Section.objects.only(*fields).get(pk=node.parent_id)
        node.version = section.version  # same version: no query to name its URL
        chain.append(node)
    return chain[::-1]


def section_text(section: Section) -> str:
    return f"{section.title}\n{section.body}".strip()


def _history(section: Section, versions: list[DocumentVersion]) -> list[History]:
    """This key in every version of the document, oldest first."""
    texts = {
        version_id: f"{title}\n{body}".strip()
        for version_id, title, body in Section.objects.filter(
            version_id__in=[v.pk for v in versions], key=section.key
        )
        .order_by()
        .values_list("version_id", "title", "body")
    }
    rows, before, previous = [], None, None
    for version in versions:
        text = texts.get(version.pk)
        if text is None:
            status = "removed" if before is not None else "absent"
        elif before is None:
            status = "added" if previous is not None else "first"
        else:
            status = "unchanged" if comparable(before) == comparable(text) else "changed"
        rows.append(History(version, status, version.pk == section.version_id, previous))
        before, previous = text, version
    return rows


def current_version_ids(game_slug: str | None = None) -> list[int]:
    """The current version of each document (of one game), in one query."""
    return DocumentVersion.objects.current_ids(game_slug)


_SOURCE = "source_section__version__document__game"
_TARGET = "target_section__version__document__game"


def rule_page(section: Section) -> RulePage:
    version = section.version
    document = version.document
    kids = list(section.children.order_by("order"))
    for kid in kids:
        kid.version = version  # same version: no query per child to name its URL
    examples = [k for k in kids if k.kind == Section.Kind.EXAMPLE]
    links = list(
        Link.objects.filter(Q(target_section=section) | Q(source_section=section))
        .select_related(_SOURCE, "source_faq__game", _TARGET)
        .order_by("source_section__order", "source_faq__slug", "start")
    )
    seen, unique = set(), []
    for link in links:  # one row per citing text, however often it names this rule
        if link.target_section_id != section.pk:
            continue
        source = ("s", link.source_section_id) if link.source_section_id else ("f", link.source_faq_id)
        if source not in seen:
            seen.add(source)
            unique.append(link)
    cites = sorted(
        (link for link in links if link.source_section_id == section.pk), key=lambda link: link.start
    )
    citing = {link.source_faq_id for link in unique if link.source_faq_id}
    faqs = {}  # those that name it among the rules they concern but do not cite it in their text
    concerning = FAQ.objects.filter(game_id=document.game_id, section_keys__icontains=f'"{section.key}"')
    for faq in concerning.order_by():  # sorted below; the model's ordering joins the game
        faq.game = document.game
        if section.key in faq.section_keys:  # the LIKE above is only a prefilter
            faqs.setdefault(faq.pk, faq)
    versions = list(document.versions.order_by("effective_date", "imported_at"))
    for v in versions:
        v.document = document
    current = current_of(versions)
    return RulePage(
        section=section,
        document=document,
        version=version,
        ancestors=_ancestors(section),
        examples=examples,
        children=[k for k in kids if k.kind != Section.Kind.EXAMPLE],
        cited_by=unique,
        cites=cites,
        faqs=sorted((f for f in faqs.values() if f.pk not in citing), key=lambda f: f.slug),
        cards=_cards_named([section, *examples]),
        history=_history(section, versions),
        versions=versions,
        is_current=current is not None and current.pk == version.pk,
        changes=_changes(section, versions),
    )


def _changes(section: Section, versions: list[DocumentVersion]) -> list[Change]:
    by_id = {v.pk: v for v in versions}
    changes = list(
        Change.objects.filter(version_id__in=by_id, key=section.key).order_by("version_id", "kind")
    )
    for change in changes:
        change.version = by_id[change.version_id]
    return sorted(changes, key=lambda c: (c.version.effective_date, c.version.imported_at, c.kind))


def _cards_named(sections: list[Section]) -> list:
    """The cards these sections name, found by the cards app's linking (its mentions point
    back at sections; the core reads them through the relation, never an import)."""
    named = Section.objects.filter(pk__in=[s.pk for s in sections]).prefetch_related(
        "card_mentions__card__game"
    )
    cards = {m.card_id: m.card for s in named for m in s.card_mentions.all()}
    return sorted(cards.values(), key=lambda card: card.name)


_KEY_PARTS = re.compile(r"[.\-]")


def nearest_keys(game_slug: str, key: str, limit: int = 8) -> list[Section]:
    """Existing sections whose keys are near a key that does not exist: its nearest existing
    ancestor by prefix, keys that extend it, and the closest spellings."""
    current = Section.objects.filter(version_id__in=current_version_ids(game_slug))
    keys = list(current.order_by().values_list("key", flat=True).distinct())
    known = set(keys)
    key = key[:40]  # no real key is longer; a pasted paragraph must not make difflib crawl
    picked: list[str] = []
    prefix = key
    while prefix and prefix not in known:  # 712.8z → 712.8 → 712
        prefix = prefix[:-1].rstrip(".-")
    if prefix:
        picked.append(prefix)
    picked += sorted((k for k in keys if k.startswith(key)), key=len)[:4]
    picked += difflib.get_close_matches(key, keys, n=limit, cutoff=0.6)
    unique = list(dict.fromkeys(picked))[:limit]
    sections = {s.key: s for s in current.filter(key__in=unique).select_related("version__document__game")}
    return [sections[k] for k in unique if k in sections]


# Document page


@dataclass
class TocNode:
    section: Section
    has_children: bool
    closes: range  # how many open sub-lists end after this node


TOC_LIMIT = 400  # entries; deeper rules of a long document are one tap away on their parent's page


def toc_depth(version: DocumentVersion, limit: int | None = None) -> int | None:
    """The deepest level the contents can show within the limit (None: all of it, at least two levels)."""
    per_depth = dict(
        version.sections.exclude(kind=Section.Kind.EXAMPLE)
        .values_list("depth")
        .annotate(n=Count("id"))
        .values_list("depth", "n")
    )
    total, limit = 0, limit or TOC_LIMIT
    for level in sorted(per_depth):
        total += per_depth[level]
        if total > limit:
            return max(level - 1, 1)
    return None


def table_of_contents(version: DocumentVersion, depth: int | None = None) -> list[TocNode]:
    """The version's rules in order as a flat list that a template nests with <details>.

    Examples are left out: they belong to the rule above them. With a depth, only the levels
    down to it.
    """
    rows = version.sections.exclude(kind=Section.Kind.EXAMPLE)
    if depth is not None:
        rows = rows.filter(depth__lte=depth)
    rows = list(
        rows.only("key", "number", "title", "body", "depth", "parent_id", "order", "version_id").order_by(
            "order"
        )
    )
    nodes = []
    for i, section in enumerate(rows):
        section.version = version  # one version: no query per entry to name its URL
        nxt = rows[i + 1].depth if i + 1 < len(rows) else 0
        has_children = nxt > section.depth  # rows come in document order: children follow
        closes = 0 if has_children else max(0, section.depth - nxt)
        nodes.append(TocNode(section, has_children, range(closes)))
    return nodes


# FAQ pages


def faqs_for(game_slug: str, *, card: str | None = None, section: str | None = None):
    faqs = FAQ.objects.for_game(game_slug).select_related("game")
    if card:
        faqs = faqs.filter(card_mentions__card__number=card).distinct()
    if section:
        ids = [
            f.pk
            for f in faqs.filter(
                Q(section_keys__icontains=f'"{section}"') | Q(links_out__target_key=section)
            ).distinct()
            if section in f.section_keys or f.links_out.filter(target_key=section).exists()
        ]
        faqs = faqs.filter(pk__in=ids)
    return faqs


# Game page


def unresolved_references(game) -> list[Link]:
    """References in the current text and the FAQs that name nothing in the knowledge base."""
    current = current_version_ids(game.slug)
    return list(
        Link.objects.unresolved()
        .filter(game=game)
        .filter(Q(source_section__version_id__in=current) | Q(source_faq__isnull=False))
        .select_related("source_section__version__document__game", "source_faq__game")
        .order_by("target_key", "pk")
    )


def today() -> dt.date:
    return dates.today()
