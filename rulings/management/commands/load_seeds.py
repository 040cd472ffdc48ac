from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction

from rulings import signals
from rulings.models import DocumentVersion, Game
from rulings.seeds import FIXTURE_PATH


class Command(BaseCommand):
    help = "Load the seed fixture into an empty knowledge base; an existing one is left as it is."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="load even when games exist")

    def handle(self, *args, force, **options):
        if Game.objects.exists() and not force:
            self.stdout.write("Seed data not loaded: the knowledge base already has games (use --force).")
            return
        with transaction.atomic():
            call_command("loaddata", str(FIXTURE_PATH), verbosity=options["verbosity"])
            # loaddata fires no model signals: the apps above the core follow the whole load
            signals.content_imported.send(sender=DocumentVersion, game=None, version_ids=[])
        self.stdout.write(f"Loaded the seeds: {Game.objects.count()} games.")
