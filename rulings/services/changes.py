"""A version's changes: computed by diff against the version before it by effective date, and
read from the document's own change log. Imports call it; a version that slots in before a
newer one has the newer one's computed changes redone."""

from __future__ import annotations

from collections import Counter

from rulings.importers.base import ImportWarning, ParsedDocument
from rulings.importers.diff import diff_versions
from rulings.models import Change, DocumentVersion, Section


def comparable_texts(rows) -> dict[str, str]:
    """key → text as compared between versions, from (key, title, body, kind, parent key).

    Examples belong to the rule above them: a changed example is a change of that rule.
    """
    texts: dict[str, str] = {}
    examples = []
    for key, title, body, kind, parent_key in rows:
        if kind == Section.Kind.EXAMPLE and parent_key is not None:
            examples.append((parent_key, body))
        else:
            texts[key] = f"{title}\n{body}".strip()
    for parent_key, body in examples:
        if parent_key in texts:
            texts[parent_key] += "\n" + body
    return texts


def version_texts(version: DocumentVersion) -> dict[str, str]:
    """A stored version's comparable texts, in document order (the order diffs list them in)."""
    rows = version.sections.order_by("order").values_list("key", "title", "body", "kind", "parent__key")
    return comparable_texts(rows)


def _diff_rows(version: DocumentVersion, new: dict[str, str], top_keys: set[str]) -> list[Change]:
    """The version's changes against the version before it by effective date (none for the first)."""
    previous = version.previous()
    if previous is None:
        return []
    old = version_texts(previous)
    if version.partial:
        # An excerpt says nothing about the parts it leaves out: compare only under the
        # top-level sections it holds.
        roots = _roots(previous.sections.values_list("key", "parent__key"))
        old = {k: v for k, v in old.items() if k in new or roots.get(k) in top_keys}
    return [
        Change(
            uid=Change.make_uid(version, d.key, d.kind, Change.Origin.DIFF, d.old_key),
            version=version,
            key=d.key,
            kind=d.kind,
            origin=Change.Origin.DIFF,
            old_key=d.old_key,
            before=d.before,
            after=d.after,
        )
        for d in diff_versions(old, new)
    ]


def rediff_successor(version: DocumentVersion) -> str | None:
    """A version imported after a newer one sits before it by date: the newer one's changes are
    computed again, against this one, so the chain reads in date order whatever the import order."""
    later = version.document.versions.exclude(pk=version.pk).filter(
        effective_date__gte=version.effective_date
    )
    for successor in later.order_by("effective_date", "imported_at"):
        before = successor.previous()
        if before is not None and before.pk == version.pk:
            successor.changes.filter(origin=Change.Origin.DIFF).delete()
            top = set(successor.sections.filter(parent=None).values_list("key", flat=True))
            Change.objects.bulk_create(_diff_rows(successor, version_texts(successor), top), batch_size=500)
            return successor.label
    return None


def write_changes(
    version: DocumentVersion, parsed: ParsedDocument, sections: list[Section], warnings
) -> Counter:
    """The version's changes: computed against the version before it, and read from the
    document's own change log. A log line the text contradicts (a rule "Deleted" that this
    version still holds) is not recorded as a removal: it becomes a warning naming the line."""
    counts: Counter = Counter()
    by_pk = {s.pk: s.key for s in sections}
    new = comparable_texts((s.key, s.title, s.body, s.kind, by_pk.get(s.parent_id)) for s in sections)
    rows = _diff_rows(version, new, {s.key for s in sections if s.parent_id is None})
    held = {s.key for s in sections}
    for logged in parsed.changes:
        if logged.kind == Change.Kind.REMOVED and logged.key in held:
            warnings.append(
                ImportWarning(
                    logged.line,
                    f"the change log says {logged.key} was removed, but this version's text holds it: "
                    "not recorded as a removal",
                )
            )
            continue
        uid = Change.make_uid(version, logged.key, logged.kind, Change.Origin.CHANGE_LOG, logged.old_key)
        rows.append(
            Change(
                uid=uid,
                version=version,
                key=logged.key,
                kind=logged.kind,
                origin=Change.Origin.CHANGE_LOG,
                old_key=logged.old_key,
                note=logged.note or f"line {logged.line}",
            )
        )
    unique = {row.uid: row for row in rows}  # a log may state the same change twice
    Change.objects.bulk_create(unique.values(), batch_size=500)
    counts.update(row.kind for row in unique.values())
    return counts


def _roots(pairs) -> dict[str, str]:
    """key → the key of its top-level ancestor, from (key, parent key) pairs."""
    parent = dict(pairs)
    roots = {}
    for key in parent:
        node = key
        while parent.get(node) is not None:
            node = parent[node]
        roots[key] = node
    return roots
