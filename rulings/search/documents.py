"""Django models → index documents, and the change log → index updates.

The only module of the search package that reads the database (with service.py, which
holds the per-process state, and anchors.py, which reads the links between texts). Card
models are optional: while the cards app has none, the index simply holds no cards.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator

from django.db.models import Q
from whoosh import query as wq

from rulings import addresses
from rulings.models import FAQ, Document, DocumentVersion, Section
from rulings.search.analysis import language_of
from rulings.search.anchors import cited_versions, version_anchors
from rulings.search.card_docs import card_face_doc, card_models, card_ruling_doc, text_fields
from rulings.search.models import SearchChange
from rulings.search.query import normalize_rule_number
from rulings.search.snippets import plain_text
from rulings.search.symbols import expand, learn

log = logging.getLogger(__name__)

BATCH = 2000
MAX_REFRESH = 200  # rules reindexed when a text citing them changes (the rest at the next rebuild)
SECTION_RELATED = ("version__document__game",)


def fit(writer, doc: dict) -> dict:
    """The document without fields an index built before them lacks (rebuild_index adds them)."""
    names = set(writer.schema.names())
    return {k: v for k, v in doc.items() if k in names or (k.startswith("_stored_") and k[8:] in names)}


def _display_title(number: str, title: str, body: str) -> str:
    if title:
        return f"{number} {title}".strip()
    opening = body if len(body) <= 80 else body[:80].rsplit(" ", 1)[0] + " …"
    return f"{number} {opening}".strip()


class CurrentVersions:
    """Memo of each document's current version id, and each version's anchors, for one batch."""

    def __init__(self):
        self._ids: dict[int, int | None] = {}
        self._anchors: dict = {}  # version id → its sections' anchors (anchors.py)
        self._glyphs: dict[int, dict[str, str]] = {}  # version id → its glyphs' words (symbols.py)

    def of(self, document: Document) -> int | None:
        if document.pk not in self._ids:
            version = document.versions.current()
            self._ids[document.pk] = version.pk if version else None
        return self._ids[document.pk]

    def anchors(self, version_id: int):
        if version_id not in self._anchors:
            self._anchors[version_id] = version_anchors(version_id)
        return self._anchors[version_id]

    def glyphs(self, version_id: int) -> dict[str, str]:
        if version_id not in self._glyphs:
            rows = Section.objects.filter(version_id=version_id).values_list("title", "body")
            self._glyphs[version_id] = learn(rows)
        return self._glyphs[version_id]


def section_doc(
    section: Section,
    current_id: int | None,
    context: str = "",
    examples=(),
    anchors: str = "",
    lead: str = "",
    glyphs: dict[str, str] | None = None,
) -> dict:
    """A section's index document. Its examples' text is part of its body: an example is part
    of its rule (as imports count it), and a judge who describes the example's situation is
    after the rule. `anchors`: what the texts citing it say about it (anchors.py); `lead`: the
    index id of the first rule under it (a heading with no text of its own shows with it);
    `glyphs`: the document's symbols and their words, indexed beside them (symbols.py)."""
    version = section.version
    document = version.document
    game = document.game.slug
    language = document.language or document.game.language
    body = "\n\n".join(plain_text(text) for text in (section.body, *examples) if text)
    is_current = version.pk == current_id
    label = None if is_current else version.label
    lang = document.language if document.translation_of_id else None
    url, api_url = (
        addresses.rule_url(game, section.key, label, lang),
        addresses.rule_api_url(game, section.key, label, lang),
    )
    keys = {section.key.lower(), normalize_rule_number(section.key)}
    if section.number:
        keys.add(normalize_rule_number(section.number))
    doc = {
        "id": f"section:{section.pk}",
        "kind": "rule",
        "game": game,
        "document": document.slug,
        "document_id": str(document.pk),
        # A document and its translations are one family: a rule and its translation are one answer.
        "family": str(document.translation_of_id or document.pk),
        "version_id": str(version.pk),
        "version_label": version.label,
        "current": "1" if is_current else "0",
        "key": section.key,
        "keys": " ".join(sorted(k for k in keys if k and " " not in k)),
        "number": section.number,
        "language": language,
        "display_title": _display_title(section.number, section.title, body),
        "spell": f"{section.title}\n{body}",
        "url": url,
        "api_url": api_url,
        "doc_kind": document.kind,
        **text_fields(language, section.title, body, context),
        **({"anchors": anchors} if anchors and language_of(language) == "en" else {}),
        **({"lead": lead} if lead else {}),
    }
    return _spelled_out(doc, body, glyphs)


def _spelled_out(doc: dict, body: str, glyphs: dict[str, str] | None) -> dict:
    """The body fields indexed with the glyphs' words beside them (symbols.py), stored as written."""
    indexed = expand(body, glyphs or {})
    if indexed != body:
        for field in [f for f in doc if f.startswith("body")]:
            doc[f"_stored_{field}"], doc[field] = body, indexed
    return doc


def faq_doc(faq: FAQ) -> dict:
    game = faq.game.slug
    language = faq.game.language
    answer = plain_text(faq.answer)
    context = " ".join(faq.section_keys or [])
    return {
        "id": f"faq:{faq.pk}",
        "kind": "faq",
        "game": game,
        "document": "faq",
        "current": "1",
        "key": faq.slug,
        "keys": "",
        "language": language,
        "display_title": faq.question,
        "spell": f"{faq.question}\n{answer}",
        "url": f"/faqs/{game}/{faq.slug}/",
        "api_url": f"/api/v1/faqs/{faq.pk}/",
        **text_fields(language, faq.question, answer, context),
    }


# -- whole-index iteration ----------------------------------------------------------------------


def _titles(parent, parent_of) -> str:
    """The titles from a section's parent up: words a judge uses that only the heading has."""
    titles, hops = [], 0
    while parent is not None and hops < 12:
        if parent.title:
            titles.append(parent.title)
        parent, hops = parent_of(parent), hops + 1
    return " ".join(reversed(titles))


def _contexts(sections: list[Section]) -> dict[int, str]:
    by_id = {s.pk: s for s in sections}
    return {s.pk: _titles(by_id.get(s.parent_id), lambda p: by_id.get(p.parent_id)) for s in sections}


def version_docs(version: DocumentVersion, current_id: int | None) -> Iterator[dict]:
    sections = list(version.sections.select_related(*SECTION_RELATED).order_by("order"))
    contexts = _contexts(sections)
    glyphs = learn((s.title, s.body) for s in sections)
    anchors = version_anchors(version.pk, sections)
    examples: dict[int, list[str]] = {}
    leads: dict[int, str] = {}  # a section → its first rule (sections come in reading order)
    for s in sections:
        if _is_example(s):
            examples.setdefault(s.parent_id, []).append(s.body)
        elif s.parent_id is not None:
            leads.setdefault(s.parent_id, f"section:{s.pk}")
    for s in sections:
        if not _is_example(s):
            yield section_doc(
                s,
                current_id,
                contexts[s.pk],
                examples.get(s.pk, ()),
                anchors.text(s.pk),
                leads.get(s.pk, ""),
                glyphs,
            )


def _is_example(section: Section) -> bool:
    """An example with a rule above it: indexed as part of that rule, not on its own."""
    return section.kind == Section.Kind.EXAMPLE and section.parent_id is not None


def document_docs(document: Document) -> Iterator[dict]:
    current = document.versions.current()
    for version in document.versions.select_related("document__game"):
        yield from version_docs(version, current.pk if current else None)


def all_docs() -> Iterator[dict]:
    for document in Document.objects.select_related("game"):
        yield from document_docs(document)
    for faq in FAQ.objects.select_related("game").iterator(chunk_size=BATCH):
        yield faq_doc(faq)
    Card, CardFace, CardRuling = card_models()
    if CardFace is not None:
        faces = CardFace.objects.select_related("card__game").prefetch_related("card__faces")
        for face in faces.iterator(chunk_size=BATCH):
            yield card_face_doc(face)
    if CardRuling is not None:
        rulings = CardRuling.objects.select_related("card__game").prefetch_related("card__faces")
        for ruling in rulings.iterator(chunk_size=BATCH):
            yield card_ruling_doc(ruling)


# -- applying the change log ---------------------------------------------------------------------


def pending_query(state):
    """Log rows after the last applied one, and missing ids below it that may still commit."""
    condition = Q(pk__gt=state.last_id)
    if state.gaps:
        condition |= Q(pk__in=sorted(state.gaps, reverse=True)[:500])
    return SearchChange.objects.filter(condition)


def pending_changes(state, limit: int = BATCH) -> list[SearchChange]:
    return list(pending_query(state).order_by("pk")[:limit])


def apply_changes(writer, searcher, changes: Iterable[SearchChange]) -> int:
    """Apply log rows to an open writer: upserts read the row's object as it is now.

    Only the last row per object matters, since each reads the database's current state.
    """
    latest: dict[tuple[str, int], str] = {}
    for change in changes:
        latest.pop((change.model, change.object_id), None)
        latest[(change.model, change.object_id)] = change.op
    currents = CurrentVersions()
    documents_to_reindex: set[int] = set()
    # Versions first: a document reindexed whole makes its sections' own rows redundant, and
    # a delete_by_query cannot see documents added earlier in the same writer.
    ordered = sorted(latest.items(), key=lambda item: item[0][0] != "version")
    for (model, object_id), op in ordered:
        handler = _HANDLERS.get(model)
        if handler is None:
            log.warning("search: unknown change model %r", model)
            continue
        handler(writer, searcher, object_id, op, currents, documents_to_reindex)
    for document_id in documents_to_reindex:
        _reindex_document(writer, document_id)
    return len(latest)


def _reindex_document(writer, document_id: int) -> None:
    writer.delete_by_query(wq.And([wq.Term("kind", "rule"), wq.Term("document_id", str(document_id))]))
    document = Document.objects.select_related("game").filter(pk=document_id).first()
    if document is not None:
        for doc in document_docs(document):
            writer.add_document(**fit(writer, doc))


def _section(writer, searcher, object_id, op, currents, documents, follow=True):
    section = None
    if op != SearchChange.Op.DELETE:
        section = Section.objects.select_related(*SECTION_RELATED).filter(pk=object_id).first()
    if section is None:
        writer.delete_by_term("id", f"section:{object_id}")
        return
    if section.version.document_id in documents:
        return  # the whole document is reindexed anyway
    if _is_example(section):
        writer.delete_by_term("id", f"section:{object_id}")  # as indexed before examples were folded in
        _section(writer, searcher, section.parent_id, SearchChange.Op.UPSERT, currents, documents, follow)
        return
    examples = section.children.filter(kind=Section.Kind.EXAMPLE).order_by("order").values_list("body")
    anchors = currents.anchors(section.version_id).text(section.pk)
    context = _titles(section.parent, lambda p: p.parent)
    first = section.children.exclude(kind=Section.Kind.EXAMPLE).order_by("order").values_list("pk").first()
    doc = section_doc(
        section,
        currents.of(section.version.document),
        context,
        [e for (e,) in examples],
        anchors,
        f"section:{first[0]}" if first else "",
        currents.glyphs(section.version_id),
    )
    writer.update_document(**fit(writer, doc))
    if follow:  # the rules it cites hold its words as anchors
        own = Q(source_section=section) | Q(source_section__parent=section, source_section__kind="example")
        given = [section.pk, *section.children.filter(kind=Section.Kind.EXAMPLE).values_list("pk", flat=True)]
        _refresh_cited(writer, searcher, own, [("section", pk) for pk in given], currents, documents)
        if section.parent_id is not None:  # its heading names its first rule (lead): maybe this one
            _section(writer, searcher, section.parent_id, SearchChange.Op.UPSERT, currents, documents, False)


def _refresh_cited(writer, searcher, links: Q, sources: list, currents, documents) -> None:
    """Reindex the rules a changed text (`links`: its links) gives words to as anchors."""
    refresh = [pk for version in cited_versions(links) for pk in currents.anchors(version).given_by(sources)]
    for pk in refresh[:MAX_REFRESH]:
        _section(writer, searcher, pk, SearchChange.Op.UPSERT, currents, documents, follow=False)


def _version(writer, searcher, object_id, op, currents, documents):
    # A version's sections arrive in bulk, and which version is current may have changed:
    # reindex the document's sections. A deleted version's document is found in the index.
    version = DocumentVersion.objects.filter(pk=object_id).first()
    if version is not None:
        documents.add(version.document_id)
        return
    for hit in searcher.search(wq.Term("version_id", str(object_id)), limit=1):
        documents.add(int(hit["document_id"]))
    writer.delete_by_term("version_id", str(object_id))


def _upsert(writer, prefix: str, model, object_id: int, op: str, make_doc, related: str) -> None:
    """Index the object as it is now, or drop it when it was deleted (or is gone)."""
    obj = None
    if model is not None and op != SearchChange.Op.DELETE:
        obj = model.objects.select_related(related).filter(pk=object_id).first()
    if obj is None:
        writer.delete_by_term("id", f"{prefix}:{object_id}")
    else:
        writer.update_document(**fit(writer, make_doc(obj)))


def _faq(writer, searcher, object_id, op, currents, documents):
    _upsert(writer, "faq", FAQ, object_id, op, faq_doc, "game")
    _refresh_cited(writer, searcher, Q(source_faq_id=object_id), [("faq", object_id)], currents, documents)


def _cardface(writer, searcher, object_id, op, currents, documents):
    _upsert(writer, "cardface", card_models()[1], object_id, op, card_face_doc, "card__game")


def _cardruling(writer, searcher, object_id, op, currents, documents):
    _upsert(writer, "cardruling", card_models()[2], object_id, op, card_ruling_doc, "card__game")


def _card(writer, searcher, object_id, op, currents, documents):
    # A card's name or number is in every face and ruling document: refresh them all.
    Card, CardFace, CardRuling = card_models()
    card = Card.objects.filter(pk=object_id).first() if Card is not None else None
    if card is None:
        return  # its faces and rulings were deleted with it, and logged themselves
    for face in card.faces.all():
        _cardface(writer, searcher, face.pk, "upsert", currents, documents)
    for ruling in card.rulings.all():
        _cardruling(writer, searcher, ruling.pk, "upsert", currents, documents)


_HANDLERS = {
    "section": _section,
    "version": _version,
    "faq": _faq,
    "cardface": _cardface,
    "cardruling": _cardruling,
    "card": _card,
}
