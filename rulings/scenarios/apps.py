from django.apps import AppConfig


class ScenariosConfig(AppConfig):
    name = "rulings.scenarios"
    label = "scenarios"
    verbose_name = "Scenario checker"

    def ready(self):
        from rulings.scenarios import receivers  # noqa: F401 - connects the import signal
        from rulings.scenarios.service import search_answer
        from rulings.search import answers

        answers.register(search_answer)  # the search page's answer box
