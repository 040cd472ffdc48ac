from django.core.management.base import BaseCommand

from cards.services import load_seed_cards


class Command(BaseCommand):
    help = "Load the seed cards of fixtures/sources/cards/ (idempotent)."

    def handle(self, *args, **options):
        for report in load_seed_cards():
            self.stdout.write(report.summary())
            for skipped in report.skipped:
                self.stdout.write(f"skipped {skipped}")
