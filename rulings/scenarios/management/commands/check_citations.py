"""Report scenario-profile citations a rules update may have broken, for editors.

A citation is reported when its section is missing from the current version of its
document, when that section no longer holds the quoted words, or when the document's newest
version changed the section (rulings.scenarios.citations.citation_problems says exactly how).
The answers citing it may have changed: an editor reviews the profile's decision.
"""

from django.core.management.base import BaseCommand, CommandError

from rulings.scenarios.citations import citation_problems
from rulings.scenarios.engine import GAMES


class Command(BaseCommand):
    help = "Report scenario citations whose section is missing or changed in the newest version."

    def add_arguments(self, parser):
        parser.add_argument("--game", choices=GAMES, help="only this game's profile")
        parser.add_argument("--strict", action="store_true", help="exit non-zero when anything is reported")

    def handle(self, *args, game=None, strict=False, **options):
        checked, problems = citation_problems(game)
        for problem in problems:
            self.stdout.write(problem.line())
        summary = f"{checked} citations checked, {len(problems)} to review"
        if problems and strict:
            raise CommandError(summary)
        self.stdout.write(summary if problems else self.style.SUCCESS(summary))
