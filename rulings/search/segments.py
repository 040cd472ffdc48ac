"""What the engine reads once per index segment: each document's game, kind, current flag and
document, the glossary's entries, and the rules under a rule number. No Django."""

from __future__ import annotations

from rulings.search.analysis import EN, tokens
from rulings.search.intent import GLOSSARY_KEY, rule_pointers

COLUMNS = ("game", "kind", "current", "document")


def leaf_columns(leaf) -> tuple[list[str], ...]:
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


def leaf_glossary(leaf) -> list[tuple[int, tuple[str, frozenset, tuple[str, ...]]]]:
    """One segment's current glossary entries as (its document number, (game, words, pointers))."""
    out = []
    for term in leaf.expand_prefix("keys", "glossary."):
        term = term.decode() if isinstance(term, bytes) else term
        for docnum in leaf.postings("keys", term).all_ids():
            if leaf.is_deleted(docnum):
                continue
            stored = leaf.stored_fields(docnum)
            if stored.get("current") != "1" or not GLOSSARY_KEY.search(stored.get("key", "")):
                continue
            pointers = tuple(rule_pointers(stored.get("body", "")))
            words = frozenset(tokens(EN, stored.get("title", "")))
            if pointers and words:
                out.append((docnum, (stored["game"], words, pointers)))
    return out


def area(searcher, game: str, pointer: str) -> list[int]:
    """Current rule documents of the game keyed `pointer` or under it (702.11 → 702.11, 702.11b,
    not 702.110)."""
    reader = searcher.reader()
    out = []
    for term in reader.expand_prefix("keys", pointer):
        term = term.decode() if isinstance(term, bytes) else term
        rest = term[len(pointer) :]
        if rest and (rest[0].isdigit() or not (rest[0].isalpha() or rest[0] == ".")):
            continue
        for docnum in reader.postings("keys", term).all_ids():
            stored = searcher.stored_fields(docnum)
            if stored.get("game") == game and stored.get("current") == "1" and stored.get("kind") == "rule":
                out.append(docnum)
    return list(dict.fromkeys(out))
