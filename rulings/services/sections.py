"""A parsed section tree written as a version's rows: keys checked, Markdown rendered once,
parents linked."""

from __future__ import annotations

from rulings.importers.base import DocumentFormatError, ParsedDocument
from rulings.keys import key_problem
from rulings.markup import render_markdown
from rulings.models import Document, DocumentVersion, Section
from rulings.services import links


def free_label(document: Document, label: str) -> str:
    taken = set(document.versions.values_list("label", flat=True))
    if label not in taken:
        return label
    n = 2
    while f"{label}.{n}" in taken:
        n += 1
    return f"{label}.{n}"


def check_tree(parsed: ParsedDocument) -> None:
    seen: set[str] = set()
    for section in parsed.sections:
        problem = key_problem(section.key)
        if problem:  # a key that would break the pages linking to it (rulings.keys)
            raise DocumentFormatError(f"section key {section.key!r}: {problem}", line=section.line)
        if section.key in seen:
            raise DocumentFormatError(f"section key {section.key!r} appears twice", line=section.line)
        if section.parent_key is not None and section.parent_key not in seen:
            raise DocumentFormatError(
                f"section {section.key!r} names parent {section.parent_key!r}, which does not come before it",
                line=section.line,
            )
        seen.add(section.key)


def write_sections(version: DocumentVersion, parsed: ParsedDocument) -> list[Section]:
    game_slug = version.document.game.slug
    known = {s.key for s in parsed.sections} | set(
        links.game_keys(version.document.game, version.document_id)
    )
    depth: dict[str, int] = {}
    rows = []
    for order, item in enumerate(parsed.sections):
        depth[item.key] = 0 if item.parent_key is None else depth[item.parent_key] + 1
        rows.append(
            Section(
                version=version,
                key=item.key,
                number=item.number,
                title=item.title[:300],
                body=item.body,
                html=render_markdown(item.body, game=game_slug, known_keys=known),
                order=order,
                depth=depth[item.key],
                kind=item.kind,
                source_line=item.line,
            )
        )
    Section.objects.bulk_create(rows, batch_size=500)
    if not all(row.pk for row in rows):  # backends that do not return ids
        by_key = dict(version.sections.values_list("key", "pk"))
        for row in rows:
            row.pk = by_key[row.key]
    by_key = {row.key: row for row in rows}
    children = []
    for row, item in zip(rows, parsed.sections, strict=True):
        if item.parent_key is not None:
            row.parent_id = by_key[item.parent_key].pk
            children.append(row)
    Section.objects.bulk_update(children, ["parent"], batch_size=500)
    return rows
