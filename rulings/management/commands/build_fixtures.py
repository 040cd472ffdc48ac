from django.core.management.base import BaseCommand, CommandError

from rulings.models import Game
from rulings.seeds import FIXTURE_PATH, dump_fixture, import_seeds


class Command(BaseCommand):
    help = (
        "Regenerate fixtures/seeds.json from fixtures/sources with the importers (needs an empty database)."
    )

    def handle(self, *args, **options):
        if Game.objects.exists():
            raise CommandError(
                "the database is not empty; run `make fixtures`, which builds in a temporary data folder"
            )
        for report in import_seeds():
            for line in report.lines():
                self.stdout.write(line)
        FIXTURE_PATH.write_text(dump_fixture(), encoding="utf-8")
        self.stdout.write(f"Wrote {FIXTURE_PATH}")
