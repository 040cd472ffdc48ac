from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"

    def ready(self):
        from cards import receivers  # noqa: F401 - follows the core's signals
        from cards.models import CardRuling
        from rulings import content

        content.register(name="ruling_edit", stamps=CardRuling.history.all, field="history_date")
