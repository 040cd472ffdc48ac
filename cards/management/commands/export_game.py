"""export_game SLUG [-o FILE]: the game's current rules, FAQs and cards as one JSON document,
the same document GET /api/v1/export/SLUG/ answers."""

import json

from django.core.management.base import BaseCommand, CommandError
from django.urls import set_script_prefix

from cards.api.export import export_game
from rulings.models import Game


class Command(BaseCommand):
    help = "Write a game's current rules, FAQs and cards as one JSON document (stdout or --output)."

    def add_arguments(self, parser):
        parser.add_argument("game", help="the game's slug, e.g. mtg")
        parser.add_argument("-o", "--output", help="file to write (default: standard output)")

    def handle(self, *args, game, output=None, **options):
        try:
            found = Game.objects.get(slug=game)
        except Game.DoesNotExist:
            known = ", ".join(Game.objects.values_list("slug", flat=True)) or "none yet"
            raise CommandError(f"No game {game!r} (known: {known}).") from None
        set_script_prefix("/")  # addresses in the document are root-relative, as the API gives them
        text = json.dumps(export_game(found), ensure_ascii=False, indent=1) + "\n"
        if output:
            with open(output, "w", encoding="utf-8") as fh:
                fh.write(text)
            self.stderr.write(f"Wrote {game} to {output}.")
        else:
            self.stdout.write(text, ending="")
