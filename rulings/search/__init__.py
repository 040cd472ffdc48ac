"""Full-text search over rules, FAQs and cards (Whoosh), kept in step through SearchChange.

The functions below are the public surface; they import Django lazily so the plain-Python
parts (query, analysis, synonyms, engine, store) import without settings.

After a write the import service (inside its transaction) calls
``record_change("version", version.pk)`` for bulk-created sections; model saves and deletes
are recorded by signals. Either way the index is updated after commit.
"""

from __future__ import annotations

KINDS = ("rule", "faq", "card")


def search(
    q: str, *, game=None, kind=None, limit: int = 20, offset: int = 0, all_versions: bool = False
) -> dict:
    """{"query", "count", "results": [...], "facets"} for the query text and filters."""
    from rulings.search.service import get_index

    return get_index().search(
        q,
        games=_tuple(game),
        kinds=_tuple(kind),
        limit=limit,
        offset=offset,
        all_versions=all_versions,
    )


def exact_section(q: str, *, game=None) -> dict | None:
    """When the query is just a rule number, the current section with that key (its stored fields:
    game, key, url, api_url, …), else None. The page redirects to its url."""
    from rulings.search.service import get_index

    return get_index().exact_section(q, _tuple(game))


def suggest(q: str, *, game=None) -> str | None:
    """A corrected query ("did you mean") when some words are not in the index, else None; with
    a game (or the query's game: filter), a correction from that game's texts."""
    from rulings.search.service import get_index

    return get_index().suggest(q, _tuple(game))


def record_change(model: str, object_id: int, op: str = "upsert") -> None:
    """Append to the change log in the caller's transaction, and update the index after commit."""
    from rulings.search.models import SearchChange
    from rulings.search.service import schedule_apply

    SearchChange.record(model, object_id, op)
    schedule_apply()


def record_everything() -> int:
    """Log every indexed object once, after a bulk load that fires no signals (fixtures, a
    restore): every node's index, and every cache keyed on the log, then follows."""
    from rulings.models import FAQ, DocumentVersion
    from rulings.search.documents import card_models
    from rulings.search.models import SearchChange

    rows = [
        SearchChange(model="version", object_id=pk)
        for pk in DocumentVersion.objects.values_list("pk", flat=True)
    ]
    rows += [SearchChange(model="faq", object_id=pk) for pk in FAQ.objects.values_list("pk", flat=True)]
    _, card_face, card_ruling = card_models()
    for model, name in ((card_face, "cardface"), (card_ruling, "cardruling")):
        if model is not None:
            rows += [
                SearchChange(model=name, object_id=pk) for pk in model.objects.values_list("pk", flat=True)
            ]
    SearchChange.objects.bulk_create(rows, batch_size=500)
    SearchChange.forget_latest()
    return len(rows)


def apply_pending() -> int:
    """Apply pending change-log rows to this process's index now."""
    from rulings.search.service import get_index

    return get_index().apply_pending()


def rebuild_index() -> dict:
    """Build a fresh index from the database and swap it in atomically."""
    from rulings.search.service import get_index

    return get_index().rebuild()


def _tuple(value) -> tuple[str, ...]:
    if not value:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)
