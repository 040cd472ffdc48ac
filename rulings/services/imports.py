"""Importing a rules document: parsed text written as a version with its sections, changes and links.

The importers (rulings.importers) only read text; this module is the one place that turns
what they read into rows. Every import runs in one transaction, so a failure anywhere leaves
the database as it was, and importing the same text twice changes nothing.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone

from rulings import importers, signals
from rulings.importers.base import DocumentFormatError, ImportWarning, ParsedDocument
from rulings.models import Document, DocumentVersion, Game
from rulings.services import changes, links, sections, translations

Progress = Callable[[str], None]


class StyleChangeError(DocumentFormatError):
    """A re-import read in another numbering style than the document's: its keys (and so every
    permalink to it) would change. Refused unless the caller names the new style explicitly."""

    def __init__(self, document: str, before: str, after: str, shift: KeyShift):
        self.before, self.after, self.shift = before, after, shift
        super().__init__(
            f"{document} was imported in the {before!r} numbering style but this text reads as "
            f"{after!r}: {shift.describe()}; pass --style {after} to re-key it anyway "
            f"(or --style {before} to read it as before)"
        )


@dataclass(frozen=True)
class KeyShift:
    """How the keys of a new text differ from the document's current version."""

    version: str  # the label of the version compared with
    total: int  # keys in that version
    gone: int  # keys in that version the new text no longer has
    new: int  # keys in the new text that version does not have

    @property
    def changed(self) -> int:
        return max(self.gone, self.new)

    def describe(self) -> str:
        return (
            f"{self.changed} keys would change against version {self.version} "
            f"({self.gone} of its {self.total} keys gone, {self.new} new)"
        )


@dataclass
class ImportReport:
    game: str
    document: str
    style: str = ""
    previous_style: str = ""  # the document's numbering style before this import ("" when new)
    key_shift: KeyShift | None = None  # against the current version, when there is one
    version: str | None = None
    version_id: int | None = None
    unchanged: bool = False
    sections: int = 0
    changes: Counter = field(default_factory=Counter)
    links: int = 0
    unresolved: int = 0
    warnings: list[ImportWarning] = field(default_factory=list)
    companions: list[ImportReport] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # from the apps that follow an import

    def lines(self) -> list[str]:
        head = f"{self.game}/{self.document}"
        if self.unchanged:
            out = [f"{head}: unchanged (version {self.version} already holds this text)"]
        else:
            kinds = ", ".join(f"{n} {k}" for k, n in sorted(self.changes.items())) or "no changes"
            out = [
                f"{head}: version {self.version}: {self.sections} sections; {kinds}; "
                f"{self.links} links ({self.unresolved} unresolved)"
            ]
        out += [f"  warning: {w}" for w in self.warnings]
        for companion in self.companions:
            out += companion.lines()
        return out + self.notes


def source_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def import_text(
    game_slug: str,
    document_slug: str,
    text: str,
    *,
    style: str | None = None,
    game_name: str | None = None,
    title: str | None = None,
    source_name: str = "",
    dry_run: bool = False,
    now: dt.datetime | None = None,
    progress: Progress | None = None,
    effective: dt.date | None = None,
    kind: str | None = None,
    language: str | None = None,
    translation_of: str | None = None,
) -> ImportReport:
    """Parse text and write it as a new version of the document (and its companions).

    ``effective``, ``kind`` and ``language`` override what the importer read from the text.
    ``translation_of`` names the game's document this one translates (its sections align by
    key); it must exist already, and the translation takes its kind unless ``kind`` is given.
    """
    say = progress or (lambda message: None)
    say("parsing")
    chosen_style, parsed = importers.parse(text, style)
    parsed.effective_date = effective or parsed.effective_date
    parsed.kind = kind or parsed.kind
    parsed.language = language or parsed.language
    now = now or timezone.now()
    with transaction.atomic():
        game, _ = Game.objects.get_or_create(slug=game_slug, defaults={"name": game_name or game_slug})
        if game_name and game.name != game_name:
            game.name = game_name
            game.save(update_fields=["name"])
        digest = source_hash(text)
        # The style is checked (and remembered) for the document named; companions follow it.
        style_check = _StyleCheck(chosen_style, explicit=style is not None, enforce=not dry_run)
        original = translations.original_of(game, document_slug, translation_of)
        if original is not None:
            parsed.kind = kind or original.kind
        report = _import_parsed(
            game, document_slug, parsed, digest, title, source_name, now, say, style_check
        )
        if original is not None:
            translations.mark_translation(game, document_slug, original, language, report)
        report.style = chosen_style
        if dry_run:
            report.notes += _style_notes(report, explicit=style is not None)
            report.notes.append(parsed.report(game_slug))
        elif report.previous_style and report.previous_style != report.style:
            report.notes += _style_notes(report, explicit=True)  # re-keyed on purpose: say by how much
        for slug, companion in parsed.companions.items():
            report.companions.append(
                _import_parsed(
                    game,
                    slug,
                    companion,
                    source_hash(f"{digest}:{slug}"),
                    None,
                    source_name,
                    now,
                    say,
                    # Read by another document's importer: its keys' style is not known here.
                    _StyleCheck(companion.style, explicit=True, enforce=False),
                )
            )
        if dry_run:
            transaction.set_rollback(True)
        else:
            links.refresh_cross_links(game)
            _announce(game_slug, [report, *report.companions])
    return report


def _announce(game_slug: str, reports: list[ImportReport]) -> None:
    # The apps above the core follow in this same transaction: the search log, card mentions,
    # and the scenario citations a new version may have broken (lines for the import report).
    versions = [r.version_id for r in reports if r.version_id is not None]
    for _receiver, lines in signals.content_imported.send(
        sender=DocumentVersion, game=game_slug, version_ids=versions
    ):
        reports[0].notes.extend(lines or [])


def _import_parsed(
    game: Game,
    document_slug: str,
    parsed: ParsedDocument,
    digest: str,
    title: str | None,
    source_name: str,
    now: dt.datetime,
    say: Progress,
    style_check: _StyleCheck,
) -> ImportReport:
    report = ImportReport(game=game.slug, document=document_slug, warnings=list(parsed.warnings))
    document, created = Document.objects.get_or_create(
        game=game,
        slug=document_slug,
        defaults={
            "title": title or parsed.title or document_slug,
            "kind": parsed.kind or Document.Kind.EXCERPT,
            "authority": parsed.authority or Document.Authority.OFFICIAL,
            "language": parsed.language or game.language,
            "numbering_style": style_check.style,
        },
    )
    if not created and title and document.title != title:
        document.title = title
        document.save(update_fields=["title"])

    same = document.versions.filter(source_hash=digest).first()
    if same:
        report.unchanged, report.version = True, same.label
        report.sections = same.sections.count()
        return report

    sections.check_tree(parsed)
    if not created:
        style_check.apply(document, parsed, report)
    effective = parsed.effective_date or now.date()
    version = DocumentVersion.objects.create(
        document=document,
        label=sections.free_label(document, effective.isoformat()),
        effective_date=effective,
        source_hash=digest,
        source_name=source_name,
        imported_at=now,
        partial=parsed.partial,
        style=style_check.style,
    )
    report.version = version.label
    say(f"writing {len(parsed.sections)} sections of {document}")
    rows = sections.write_sections(version, parsed)
    report.sections = len(rows)

    say("computing changes")
    report.changes = changes.write_changes(version, parsed, rows, report.warnings)
    later = changes.rediff_successor(version)
    if later:
        report.notes.append(f"  version {later} compared again, now against {version.label}")
    say("finding links")
    report.links, report.unresolved = links.write_version_links(game, version, rows)
    report.version_id = version.pk
    return report


@dataclass(frozen=True)
class _StyleCheck:
    style: str  # the style the text was read in ("" unknown: nothing is checked or remembered)
    explicit: bool  # named by the caller (--style), not detected
    enforce: bool  # refuse a detected change of style (a dry run only reports it)

    def apply(self, document: Document, parsed: ParsedDocument, report: ImportReport) -> None:
        """Compare the text's keys and style with the document's; refuse a detected change of
        style, and remember the style the document is now imported with."""
        report.previous_style = document.numbering_style
        report.key_shift = key_shift(document, parsed)
        if not self.style:
            return
        before = document.numbering_style
        shift = report.key_shift  # None: no version yet, so no permalink to break
        if before and before != self.style and shift is not None and not self.explicit and self.enforce:
            raise StyleChangeError(str(document), before, self.style, shift)
        if before != self.style:
            document.numbering_style = self.style
            document.save(update_fields=["numbering_style"])


def key_shift(document: Document, parsed: ParsedDocument) -> KeyShift | None:
    """The keys of ``parsed`` against the document's current version (None without a version)."""
    versions = document.versions.all()
    current = versions.current() or versions.order_by("-effective_date", "-imported_at").first()
    if current is None:
        return None
    old = set(current.sections.values_list("key", flat=True))
    new = {s.key for s in parsed.sections}
    return KeyShift(current.label, len(old), len(old - new), len(new - old))


def _style_notes(report: ImportReport, *, explicit: bool) -> list[str]:
    notes = []
    if report.key_shift is not None:
        notes.append(f"  keys: {report.key_shift.describe()}")
    before, after = report.previous_style, report.style
    if before and before != after:
        if explicit:
            notes.append(f"  numbering style changes from {before!r} to {after!r} (named with --style)")
        else:
            notes.append(
                f"  refused without --style: the document was imported as {before!r} and this text "
                f"reads as {after!r}; pass --style {after} to re-key it"
            )
    return notes
