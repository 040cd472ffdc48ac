from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "rulings.search"
    label = "search"
    verbose_name = "Search"

    def ready(self):
        from rulings import content
        from rulings.search import signals
        from rulings.search.models import SearchChange

        signals.connect()
        # Every write appends to the change log: its newest id is the content token's heart.
        content.register(
            token=SearchChange.latest_id, name="log", stamps=SearchChange.objects.all, field="created_at"
        )
