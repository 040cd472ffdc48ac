from django.apps import AppConfig


class OfflineConfig(AppConfig):
    name = "offline"
    verbose_name = "Offline at the event"

    def ready(self):
        from offline import receivers  # noqa: F401 - rebuilds a game's bundle and index after an import
