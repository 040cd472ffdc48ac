"""Rate limits: one for anonymous callers (by address), one per token (by user).

DRF's own classes read the rates once, at import; these read them on each request, so the
rates follow settings (and tests can change them).
"""

from django.core.cache import caches
from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle


class _LiveRate:
    # Counted in the cache every worker of the node shares (rulings.ratelimits), not per worker.
    @property
    def cache(self):
        return caches["ratelimit"]

    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)


class AnonThrottle(_LiveRate, AnonRateThrottle):
    pass


class TokenThrottle(_LiveRate, UserRateThrottle):
    pass
