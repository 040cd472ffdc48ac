"""Cross-links: the references a text makes, resolved within its version and then the game.

One place for it, so an imported section, an edited section and an FAQ link alike.
"""

from __future__ import annotations

from django.db.models import Q

from rulings.markup import render_markdown
from rulings.models import FAQ, Document, DocumentVersion, Game, Link, Section
from rulings.references import expand_range, find_references


def may_cite(source: Document, target: Document) -> bool:
    """Whether a key the source's own text lacks may be looked up in the target document.

    Two numbered books of one game in the same numbering style (a game's comprehensive rules
    and its tournament rules, both "1.9.4.1") number independently: a key missing from one is
    a stale reference there, not a rule of the other, so it stays unresolved rather than be
    guessed. A translation and its original share their numbers; a document numbered in
    another style (a wiki page, an FAQ) cites the rules' numbers.
    """
    if source.pk == target.pk or source.original.pk == target.original.pk:
        return True
    return not (source.numbering_style and source.numbering_style == target.numbering_style)


def game_keys(game: Game, exclude_document_id: int | None = None) -> dict[str, int]:
    """key → section id for the current version of each of the game's other documents that
    the excluded (citing) document may cite (``may_cite``)."""
    sections = Section.objects.filter(version_id__in=DocumentVersion.objects.current_ids(game.slug))
    if exclude_document_id is not None:
        source = Document.objects.get(pk=exclude_document_id)
        allowed = [d.pk for d in game.documents.select_related("translation_of") if may_cite(source, d)]
        sections = sections.exclude(version__document_id=exclude_document_id).filter(
            version__document_id__in=allowed
        )
    keys: dict[str, int] = {}
    for key, pk in sections.order_by("version_id", "order").values_list("key", "pk"):
        keys.setdefault(key, pk)
    return keys


def resolve(game_slug, ref, own: dict[str, Section], own_order: list[str], others: dict[str, int]):
    """(target_key, section id or None) for each key a reference names."""
    if ref.range_end:
        start, end = ref.keys[0], ref.range_end
        if start in own and end in own:
            return [(k, own[k].pk) for k in expand_range(start, end, own_order)]
        return [(start, own[start].pk if start in own else others.get(start))]
    return [(k, own[k].pk if k in own else others.get(k)) for k in ref.keys]


def write_version_links(game: Game, version: DocumentVersion, sections: list[Section]) -> tuple[int, int]:
    own = {s.key: s for s in sections}
    order = [s.key for s in sections]
    others = game_keys(game, version.document_id)
    rows = []
    for section in sections:
        for ref in find_references(section.body, game.slug):
            for target_key, target_id in resolve(game.slug, ref, own, order, others):
                rows.append(
                    Link(
                        uid=Link.make_uid(section, ref.start, target_key),
                        source_section=section,
                        game=game,
                        text=ref.text[:300],
                        start=ref.start,
                        target_key=target_key,
                        target_section_id=target_id,
                    )
                )
    unique = {row.uid: row for row in rows}
    Link.objects.bulk_create(unique.values(), batch_size=500)
    unresolved = sum(1 for row in unique.values() if row.target_section_id is None)
    return len(unique), unresolved


def refresh_cross_links(game: Game) -> int:
    """Point links from current text at the current sections of the game's documents.

    After a new version of one document, links from the others (and from FAQs) that named
    its keys follow to the new sections, and references that were unresolved may now resolve.
    Links within one version were resolved against that version and stay as they are.
    """
    current_ids = DocumentVersion.objects.current_ids(game.slug)
    documents = {d.pk: d for d in game.documents.select_related("translation_of")}
    by_key: dict[str, list[tuple[int, int]]] = {}  # key → [(document id, section id)]
    rows = Section.objects.filter(version_id__in=current_ids).order_by("version_id", "order")
    for key, pk, document_id in rows.values_list("key", "pk", "version__document_id"):
        by_key.setdefault(key, []).append((document_id, pk))
    links = (
        Link.objects.filter(game=game)
        .filter(Q(source_faq__isnull=False) | Q(source_section__version_id__in=current_ids))
        .select_related("source_section__version", "target_section")
    )
    stale = []
    for link in links:
        source_version = link.source_section.version_id if link.source_section_id else None
        target_version = link.target_section.version_id if link.target_section_id else None
        if source_version is not None and source_version == target_version:
            continue
        source = documents.get(link.source_section.version.document_id) if link.source_section_id else None
        candidates = [
            pk
            for document_id, pk in by_key.get(link.target_key, ())
            if source is None or may_cite(source, documents[document_id])
        ]
        target = candidates[0] if candidates else None
        if target != link.target_section_id:
            link.target_section_id = target
            stale.append(link)
    Link.objects.bulk_update(stale, ["target_section"], batch_size=500)
    return len(stale)


def link_section(section: Section) -> None:
    """Re-render an edited section with the keys it can link to, and rewrite its links, exactly
    as an import of the same text would have written them."""
    version = section.version
    game = version.document.game
    own = {s.key: s for s in version.sections.order_by("order")}
    others = game_keys(game, version.document_id)
    # References to keys outside the knowledge base render as plain text, as in an import.
    html = render_markdown(section.body, game=game.slug, known_keys=set(own) | set(others))
    Section.objects.filter(pk=section.pk).update(html=html)
    section.html = html
    section.links_out.all().delete()
    rows = {}
    for ref in find_references(section.body, game.slug):
        for target_key, target_id in resolve(game.slug, ref, own, list(own), others):
            uid = Link.make_uid(section, ref.start, target_key)
            rows[uid] = Link(
                uid=uid,
                source_section=section,
                game=game,
                text=ref.text[:300],
                start=ref.start,
                target_key=target_key,
                target_section_id=target_id,
            )
    Link.objects.bulk_create(rows.values())


def link_faq(faq: FAQ) -> None:
    """The FAQ's links to the current sections it names (its ``section_keys``)."""
    sections = {
        s.key: s for s in Section.objects.for_game(faq.game.slug).current().filter(key__in=faq.section_keys)
    }
    faq.links_out.all().delete()
    Link.objects.bulk_create(
        Link(
            uid=Link.make_uid(faq, 0, key),
            source_faq=faq,
            game=faq.game,
            text=key,
            target_key=key,
            target_section=sections.get(key),
        )
        for key in dict.fromkeys(faq.section_keys)
    )
