"""Whether the scenario profiles' citations still hold in the knowledge base.

Every profile citation names a section (game, document, key) and quotes it; after an import, or
on demand (manage.py check_citations), each is checked: the section exists in the current
version, the quote is still in its text, and the change log says nothing changed it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.models import Change, DocumentVersion
from rulings.scenarios.engine import GAMES
from rulings.scenarios.engine.profiles import get_profile

# --- citation checks -----------------------------------------------------------------------


@dataclass
class CitationProblem:
    game: str
    name: str  # the profile's name for the citation
    document: str
    key: str
    problem: str  # missing | quote | changed
    detail: str

    def line(self) -> str:
        return f"{self.game} {self.document} {self.key} [{self.problem}] {self.name}: {self.detail}"


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def _logged(version: DocumentVersion) -> set[tuple]:
    # Key and kind only: a note may carry a line number, which moves when the text above it does.
    return set(version.changes.filter(origin=Change.Origin.CHANGE_LOG).values_list("key", "kind"))


def citation_problems(game: str | None = None) -> tuple[int, list[CitationProblem]]:
    """(citations checked, problems): for every profile citation, whether its section exists in
    the current version, still holds the quote, and was left alone by the document's newest version.

    "Changed by the newest version" means a Change row for the key in that version against the
    version before it in the knowledge base: a diff row, or a change-log entry the previous
    version's log did not already hold. A first version's change log speaks of editions the
    knowledge base never held; the profiles were written against that text, so it is not flagged.
    """
    checked, problems = 0, []
    for slug in [game] if game else GAMES:
        profile = get_profile(slug)
        cites = profile.citations()
        by_doc: dict[str, list[tuple[str, dict]]] = {}
        for name, c in cites.items():
            by_doc.setdefault(c["document"], []).append((name, c))
        for doc_slug, named in by_doc.items():
            checked += len(named)
            problems += _document_problems(slug, doc_slug, named)
    return checked, problems


def _document_problems(game: str, doc_slug: str, named: list[tuple[str, dict]]) -> list[CitationProblem]:
    versions = DocumentVersion.objects.filter(document__game__slug=game, document__slug=doc_slug)
    current = versions.current()
    if current is None:
        return [
            CitationProblem(
                game, name, doc_slug, c["key"], "missing", f"no version of {game}/{doc_slug} in effect"
            )
            for name, c in named
        ]
    newest = versions.order_by("-effective_date", "-imported_at").first()
    keys = {c["key"] for _, c in named}
    bodies = dict(current.sections.filter(key__in=keys).values_list("key", "body"))
    newest_bodies = (
        bodies if newest == current else dict(newest.sections.filter(key__in=keys).values_list("key", "body"))
    )
    changed: dict[str, list[str]] = {}
    previous = newest.previous()
    if previous is not None:
        earlier_log = _logged(previous)
        for change in newest.changes.filter(key__in=keys):
            if change.origin == Change.Origin.CHANGE_LOG and (change.key, change.kind) in earlier_log:
                continue  # the same entry restated by the new version's log
            changed.setdefault(change.key, []).append(change.kind)
    out = []
    for name, c in named:
        key, quote = c["key"], _fold(c["quote"])
        if key not in bodies:
            out.append(
                CitationProblem(game, name, doc_slug, key, "missing", f"no section {key} in {current.label}")
            )
            continue
        if quote not in _fold(bodies[key]):
            out.append(
                CitationProblem(
                    game, name, doc_slug, key, "quote", f"{current.label} no longer says “{c['quote']}”"
                )
            )
        if key in changed:
            kinds = ", ".join(sorted(set(changed[key])))
            out.append(
                CitationProblem(
                    game,
                    name,
                    doc_slug,
                    key,
                    "changed",
                    f"{kinds} in {newest.label}; check the profile's decision",
                )
            )
        elif newest != current and (key not in newest_bodies or quote not in _fold(newest_bodies[key])):
            out.append(
                CitationProblem(
                    game, name, doc_slug, key, "changed", f"{newest.label} (not yet in effect) differs"
                )
            )
    return out


def report_citations_after_import(game_slug: str) -> list[str]:
    """Lines for the import report: the game's profile citations a new version may have broken.

    An import of a game with no scenario profile reports nothing.
    """
    if game_slug not in GAMES:
        return []
    checked, problems = citation_problems(game_slug)
    if not problems:
        return [f"scenario citations: {checked} checked, all hold"]
    return [
        f"scenario citations: {len(problems)} of {checked} to review (the answers citing them may change)",
        *(f"  {p.line()}" for p in problems),
    ]
