import datetime as dt
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rulings import importers
from rulings.importers.base import DocumentFormatError
from rulings.importers.reading import read_document
from rulings.models import Document
from rulings.services.imports import import_text


class Command(BaseCommand):
    help = "Import a rules document as a new version (the game and document are created if missing)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--game", required=True, help="game slug, e.g. mtg")
        parser.add_argument("--document", required=True, help="document slug, e.g. comprehensive-rules")
        parser.add_argument(
            "--style", choices=sorted(importers.STYLES), help="numbering style (detected when omitted)"
        )
        parser.add_argument("--game-name", help="name for a game created by this import")
        parser.add_argument("--title", help="title for a document created by this import")
        parser.add_argument("--dry-run", action="store_true", help="parse and report, write nothing")
        parser.add_argument(
            "--effective",
            type=dt.date.fromisoformat,
            help="effective date YYYY-MM-DD (else read from the text)",
        )
        parser.add_argument("--kind", choices=Document.Kind.values, help="document kind (else guessed)")
        parser.add_argument("--language", help="language code such as en, de, fr (else read from the text)")
        parser.add_argument(
            "--translation-of",
            metavar="SLUG",
            help="the game's document this one translates (imported before it); sections align by key",
        )

    def handle(self, *args, file, game, document, style, game_name, title, dry_run, **options):
        try:
            text = read_document(file.read_bytes(), file.name)
        except OSError as exc:
            raise CommandError(f"{file}: {exc.strerror}") from None
        except DocumentFormatError as exc:
            raise CommandError(f"{file}: {exc}") from None
        started = time.perf_counter()
        verbose = options["verbosity"] > 1 or len(text) > 200_000

        def progress(message):
            if verbose:
                self.stderr.write(f"  … {message} ({time.perf_counter() - started:.1f} s)")

        try:
            report = import_text(
                game,
                document,
                text,
                style=style,
                game_name=game_name,
                title=title,
                source_name=file.name,
                dry_run=dry_run,
                progress=progress,
                effective=options.get("effective"),
                kind=options.get("kind"),
                language=options.get("language"),
                translation_of=options.get("translation_of"),
            )
        except DocumentFormatError as exc:
            raise CommandError(f"{file}: {exc}; nothing was written") from None
        prefix = "dry run, nothing written: " if dry_run else ""
        for line in report.lines():
            self.stdout.write(prefix + line)
