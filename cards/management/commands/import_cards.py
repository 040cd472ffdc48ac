from django.core.management.base import BaseCommand, CommandError

from cards.importers import FORMATS, CardImportError
from cards.services import import_card_file


class Command(BaseCommand):
    help = "Import card data (MTGJSON set file or Digimon card list): faces, rulings, printings, meld pairs."

    def add_arguments(self, parser):
        parser.add_argument("--format", required=True, choices=sorted(FORMATS), dest="fmt")
        parser.add_argument("file")
        parser.add_argument(
            "--no-relink", action="store_true", help="Do not recompute card mentions afterwards."
        )

    def handle(self, *args, fmt, file, no_relink, **options):
        try:
            report = import_card_file(fmt, file, relink=not no_relink)
        except CardImportError as exc:
            raise CommandError(f"{file}: {exc}; nothing was written") from None
        self.stdout.write(report.summary())
        for skipped in report.skipped:
            self.stdout.write(f"skipped {skipped}")
