from django.apps import AppConfig


class RulingsConfig(AppConfig):
    name = "rulings"
    verbose_name = "Rules and rulings"

    def ready(self):
        # Every write to an indexed model appends to the search change log.
        import rulings.search.signals  # noqa: F401
