from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"

    def ready(self):
        from cards import checks, receivers  # noqa: F401 - the stored-number check; the core's signals
        from cards.models import CardRuling
        from rulings import content

        content.register(name="ruling_edit", stamps=CardRuling.history.all, field="history_date")
