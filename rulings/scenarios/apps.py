from django.apps import AppConfig


class ScenariosConfig(AppConfig):
    name = "rulings.scenarios"
    label = "scenarios"
    verbose_name = "Scenario checker"

    def ready(self):
        from rulings.scenarios import receivers  # noqa: F401 - connects the import signal
