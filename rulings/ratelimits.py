"""Rate limits that hold per node: pages (/search/, /scenarios/, /scenarios/ask/) and admin logins.

Counts live in the "ratelimit" cache: Redis when REDIS_URL is set (shared by every node), else a
file-based cache under FLIPSIDE_DATA_DIR that every worker of the node shares, so "N per minute"
means N for the node, not N per worker. The API's throttles (rulings.api.throttling) count there too.

Admin login: failed attempts are counted per account and per address (django's
user_login_failed signal); past the limit, the login form answers 429 before checking a password.
"""

from __future__ import annotations

import time

from django.conf import settings
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.core.cache import caches
from django.dispatch import receiver
from django.http import HttpResponse, JsonResponse

_PERIODS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


def counts():
    return caches["ratelimit"]


def parse_rate(rate: str) -> tuple[int, int]:
    """ "60/minute" → (60, 60)."""
    n, _, period = rate.partition("/")
    return int(n), _PERIODS[period.strip().rstrip("s")]


def client_address(request) -> str:
    """The client's address, trusting X-Forwarded-For only as far as NUM_PROXIES says (like DRF)."""
    proxies = settings.REST_FRAMEWORK.get("NUM_PROXIES", 0) or 0
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    if proxies and forwarded:
        hops = [h.strip() for h in forwarded.split(",") if h.strip()]
        if hops:
            return hops[-min(proxies, len(hops))]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def hit(key: str, limit: int, period: int) -> int:
    """Count one request against ``key``; 0 if allowed, else seconds to wait.

    A sliding window: this window's count plus the previous window's, weighted by how much of
    it still lies within the last ``period`` seconds. A fixed window alone would let a burst
    straddling its boundary through at twice the limit (and reset a count mid-burst).
    """
    now = time.time()
    window = int(now // period)
    name = f"rl:{key}:{window}"
    cache = counts()
    cache.add(name, 0, timeout=2 * period + 1)  # kept through the next window, which weighs it
    try:
        n = cache.incr(name)
    except ValueError:  # expired between add and incr
        cache.set(name, 1, timeout=2 * period + 1)
        n = 1
    previous = cache.get(f"rl:{key}:{window - 1}") or 0
    if n + previous * (1 - (now / period - window)) > limit:
        return max(1, int((window + 1) * period - now) + 1)
    return 0


def _too_many(request, wait: int, message: str) -> HttpResponse:
    if request.path_info.startswith("/api/"):
        response = JsonResponse({"detail": message}, status=429)
    else:
        response = HttpResponse(message, status=429, content_type="text/plain; charset=utf-8")
    response["Retry-After"] = str(wait)
    return response


# --- admin logins ---------------------------------------------------------------------------


def _login_limits() -> dict:
    return getattr(settings, "ADMIN_LOGIN_LIMITS", {"account": "5/15minute", "address": "20/15minute"})


def _login_rate(kind: str) -> tuple[int, int]:
    n, _, period = _login_limits()[kind].partition("/")
    digits = "".join(ch for ch in period if ch.isdigit()) or "1"
    unit = period[len(digits) :] if period[: len(digits)] == digits else period
    return int(n), int(digits) * _PERIODS[unit.rstrip("s")]


def _login_keys(request, username: str) -> dict[str, str]:
    return {
        "account": f"login:account:{(username or '').lower()[:150]}",
        "address": f"login:addr:{client_address(request)}",
    }


def login_blocked(request, username: str) -> int:
    """Seconds to wait when the account or the address has failed too often; else 0."""
    cache = counts()
    for kind, key in _login_keys(request, username).items():
        limit, period = _login_rate(kind)
        failures = cache.get(key) or []
        now = time.time()
        recent = [t for t in failures if now - t < period]
        if len(recent) >= limit:
            return max(1, int(period - (now - min(recent))) + 1)
    return 0


@receiver(user_login_failed)
def _count_failure(sender, credentials, request=None, **kwargs):
    if request is None:
        return
    cache, now = counts(), time.time()
    for kind, key in _login_keys(request, credentials.get("username", "")).items():
        _, period = _login_rate(kind)
        failures = [t for t in (cache.get(key) or []) if now - t < period][-100:]
        cache.set(key, [*failures, now], timeout=period)


@receiver(user_logged_in)
def _forget_failures(sender, request=None, user=None, **kwargs):
    if request is not None and user is not None:
        counts().delete(_login_keys(request, user.get_username())["account"])


# --- the middleware -------------------------------------------------------------------------


class RateLimitMiddleware:
    """Page rate limits per address (settings.PAGE_RATE_LIMITS: path → "N/period") and the admin
    login lockout. Answers 429 with Retry-After."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        path = request.path_info
        rate = getattr(settings, "PAGE_RATE_LIMITS", {}).get(path)
        if rate:
            limit, period = parse_rate(rate)
            wait = hit(f"page:{path}:{client_address(request)}", limit, period)
            if wait:
                return _too_many(request, wait, f"Too many requests: at most {rate} for this page.")
        if path == "/admin/login/" and request.method == "POST":
            wait = login_blocked(request, request.POST.get("username", ""))
            if wait:
                return _too_many(request, wait, "Too many failed sign-ins; try again later.")
        return self.get_response(request)
