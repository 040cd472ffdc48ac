from pathlib import Path

from django.core.management.base import BaseCommand

from rulings.backup import write_backup


class Command(BaseCommand):
    help = "Write every row of the knowledge base to a gzipped JSON backup with a manifest."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)

    def handle(self, *args, file, **options):
        manifest = write_backup(file)
        rows = sum(entry["count"] for entry in manifest.values())
        self.stdout.write(f"Backed up {rows} rows of {len(manifest)} models to {file}.")
