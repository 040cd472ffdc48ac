from django.core.management.base import BaseCommand, CommandError

from rulings.models import Game, Link


class Command(BaseCommand):
    help = "List unresolved rule references per document, for editors."

    def add_arguments(self, parser):
        parser.add_argument("--game", help="only this game")

    def handle(self, *args, game, **options):
        links = Link.objects.unresolved().select_related(
            "game", "source_section__version__document", "source_faq"
        )
        if game:
            if not Game.objects.filter(slug=game).exists():
                raise CommandError(
                    f"unknown game {game!r}; known: {', '.join(Game.objects.values_list('slug', flat=True))}"
                )
            links = links.filter(game__slug=game)
        current = None
        count = 0
        for link in links.order_by("game__slug", "source_section__version__document__slug", "pk"):
            if link.source_section_id:
                where = str(link.source_section.version)
                source = link.source_section.key
            else:
                where, source = f"{link.game.slug} FAQ", link.source_faq.slug
            if where != current:
                self.stdout.write(where)
                current = where
            self.stdout.write(f"  {source}: {link.text!r} → {link.target_key} (not found)")
            count += 1
        self.stdout.write(f"{count} unresolved reference{'s' if count != 1 else ''}.")
