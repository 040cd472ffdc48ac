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
from rulings.keys import key_problem
from rulings.markup import render_markdown
from rulings.models import Document, DocumentVersion, Game, Section
from rulings.services import changes, links

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
        original = _original(game, document_slug, translation_of)
        if original is not None:
            parsed.kind = kind or original.kind
        report = _import_parsed(
            game, document_slug, parsed, digest, title, source_name, now, say, style_check
        )
        if original is not None:
            _mark_translation(game, document_slug, original, language, report)
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


def _original(game: Game, document_slug: str, translation_of: str | None) -> Document | None:
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


def _mark_translation(
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
    theirs = _aligned_version(original, version.effective_date)
    if theirs is None or not ours:
        return
    keys = set(theirs.sections.values_list("key", flat=True))
    aligned = len(ours & keys)
    report.notes.append(
        f"  aligned with {original.slug} {theirs.label}: {aligned} of {len(ours)} keys "
        f"({100 * aligned / len(ours):.1f} %)"
    )


def _aligned_version(original: Document, on: dt.date) -> DocumentVersion | None:
    """The original's version a translation of that date lines up with: the one in effect on
    that date, else the earliest after it."""
    versions = original.versions.filter(partial=False)
    return (
        versions.filter(effective_date__lte=on).order_by("-effective_date", "-imported_at").first()
        or versions.order_by("effective_date", "imported_at").first()
    )


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

    _check_tree(parsed)
    if not created:
        style_check.apply(document, parsed, report)
    effective = parsed.effective_date or now.date()
    version = DocumentVersion.objects.create(
        document=document,
        label=_free_label(document, effective.isoformat()),
        effective_date=effective,
        source_hash=digest,
        source_name=source_name,
        imported_at=now,
        partial=parsed.partial,
        style=style_check.style,
    )
    report.version = version.label
    say(f"writing {len(parsed.sections)} sections of {document}")
    sections = _write_sections(version, parsed)
    report.sections = len(sections)

    say("computing changes")
    report.changes = changes.write_changes(version, parsed, sections, report.warnings)
    later = changes.rediff_successor(version)
    if later:
        report.notes.append(f"  version {later} compared again, now against {version.label}")
    say("finding links")
    report.links, report.unresolved = links.write_version_links(game, version, sections)
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


def _free_label(document: Document, label: str) -> str:
    taken = set(document.versions.values_list("label", flat=True))
    if label not in taken:
        return label
    n = 2
    while f"{label}.{n}" in taken:
        n += 1
    return f"{label}.{n}"


def _check_tree(parsed: ParsedDocument) -> None:
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


def _write_sections(version: DocumentVersion, parsed: ParsedDocument) -> list[Section]:
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
