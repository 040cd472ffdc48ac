from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from rulings.backup import BackupError, restore_backup


class Command(BaseCommand):
    help = "Replace the knowledge base with a backup (all or nothing), then rebuild the search index."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--no-index", action="store_true", help="skip rebuilding the search index")

    def handle(self, *args, file, no_index, **options):
        try:
            manifest = restore_backup(file)
        except BackupError as exc:
            raise CommandError(f"{exc}; nothing was changed") from None
        rows = sum(entry["count"] for entry in manifest.values())
        self.stdout.write(f"Restored {rows} rows of {len(manifest)} models; content hashes match the backup.")
        if not no_index:
            call_command("rebuild_index", verbosity=0)  # the search app's command
