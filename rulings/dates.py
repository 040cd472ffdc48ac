"""Today, as every "current version" and "as of" default reads it: the site's time zone
(settings.TIME_ZONE), never the server's local date. One definition for the whole project."""

import datetime as dt

from django.utils import timezone


def today() -> dt.date:
    return timezone.localdate()
