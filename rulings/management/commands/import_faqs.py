from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rulings.services.faqs import FAQSourceError, load_faq_file


class Command(BaseCommand):
    help = "Create or update FAQ entries from a JSON source file (see fixtures/sources/faqs/)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)

    def handle(self, *args, file, **options):
        try:
            faqs = load_faq_file(file)
        except (FAQSourceError, OSError) as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"{len(faqs)} FAQ entries saved from {file.name}.")
