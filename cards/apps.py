from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    # Writes to cards, faces and rulings reach the search change log through
    # rulings/search/signals.py, which connects every indexed model in one place.
