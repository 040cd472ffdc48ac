"""A translation's link to its original: which document it translates, and how many of its
keys line up with the original's version of the same date (a line for the import report)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from rulings.importers.base import DocumentFormatError, ImportWarning
from rulings.models import Document, DocumentVersion, Game

if TYPE_CHECKING:
    from rulings.services.imports import ImportReport


def original_of(game: Game, document_slug: str, translation_of: str | None) -> Document | None:
    if not translation_of:
        return None
    if translation_of == document_slug:
        raise DocumentFormatError(f"{document_slug} cannot be a translation of itself")
    original = Document.objects.filter(game=game, slug=translation_of).first()
    if original is None:
        raise DocumentFormatError(
            f"{game.slug} has no document {translation_of!r} to translate; import the original first"
        )
    return original.original  # a translation of a translation translates the original


def mark_translation(
    game: Game, document_slug: str, original: Document, language: str | None, report: ImportReport
) -> None:
    document = Document.objects.get(game=game, slug=document_slug)
    if language and language == original.language:
        report.warnings.append(ImportWarning(0, f"the translation's language {language!r} is the original's"))
    if document.translation_of_id != original.pk:
        document.translation_of = original
        document.save(update_fields=["translation_of"])
    if report.unchanged:
        return
    version = document.versions.get(label=report.version)
    ours = set(version.sections.values_list("key", flat=True))
    theirs = aligned_version(original, version.effective_date)
    if theirs is None or not ours:
        return
    keys = set(theirs.sections.values_list("key", flat=True))
    aligned = len(ours & keys)
    report.notes.append(
        f"  aligned with {original.slug} {theirs.label}: {aligned} of {len(ours)} keys "
        f"({100 * aligned / len(ours):.1f} %)"
    )


def aligned_version(original: Document, on: dt.date) -> DocumentVersion | None:
    """The original's version a translation of that date lines up with: the one in effect on
    that date, else the earliest after it."""
    versions = original.versions.filter(partial=False)
    return (
        versions.filter(effective_date__lte=on).order_by("-effective_date", "-imported_at").first()
        or versions.order_by("effective_date", "imported_at").first()
    )
