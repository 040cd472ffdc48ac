"""Stored card numbers that would break pages, reported like the core's keys (rulings.W001)."""

from django.core import checks

from rulings.keys import key_problem, stored_key_warnings


@checks.register(checks.Tags.database)
def check_stored_card_numbers(app_configs=None, databases=None, **kwargs) -> list[checks.CheckMessage]:
    from cards.models import Card

    return stored_key_warnings([(Card, "number", key_problem, "game__slug")], databases)
