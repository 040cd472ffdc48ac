"""Build each game's offline bundle and search index, and its events' (also done after every import)."""

from django.core.management.base import BaseCommand

from offline import store
from offline.receivers import event_dates
from rulings.models import Game


class Command(BaseCommand):
    help = "Build the offline bundle and search index of each game (or of --game)."

    def add_arguments(self, parser):
        parser.add_argument("--game", help="one game's slug")

    def handle(self, *args, game=None, **options):
        games = Game.objects.filter(slug=game) if game else Game.objects.all()
        for each in games.order_by("slug"):
            built = store.build(each)
            self.stdout.write(
                f"{each.slug}: bundle {built['bundle'].size:,} bytes ({built['bundle'].gzip_size:,} gzip), "
                f"index {built['index'].size:,} bytes ({built['index'].gzip_size:,} gzip)"
            )
            for on in event_dates(each):
                pinned = store.build(each, on)["bundle"]
                self.stdout.write(f"{each.slug} on {on.isoformat()} (an event): bundle {pinned.size:,} bytes")
