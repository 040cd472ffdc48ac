from django.apps import AppConfig


class RulingsConfig(AppConfig):
    name = "rulings"
    verbose_name = "Rules and rulings"

    def ready(self):
        from rulings import ratelimits  # noqa: F401 - connects the admin sign-in failure counters
