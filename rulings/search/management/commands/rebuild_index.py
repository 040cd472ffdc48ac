from django.core.management.base import BaseCommand

from rulings.search import rebuild_index


class Command(BaseCommand):
    help = (
        "Build a new search index from the database in a sibling folder and swap it in atomically; "
        "search keeps serving the old index meanwhile. Works on an empty database."
    )

    def handle(self, *args, **options):
        stats = rebuild_index()
        self.stdout.write(
            f"Search index rebuilt: {stats['documents']} documents, log position {stats['last_change']}."
        )
