"""Issue 17: rate limits that mean what they say. Page limits for /search/, /scenarios/ and the ask
page, counted in a cache every worker of the node shares, and admin sign-ins limited per account
and per address."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.contrib.auth.models import User
from django.core.cache import caches
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("path", "params"),
    [("/search/", {"q": "flip", "jump": "0"}), ("/scenarios/", {"game": "dbe"}), ("/scenarios/ask/", {})],
)
def test_a_page_answers_429_with_retry_after_past_its_rate_limit(seeded, settings, path, params):
    settings.PAGE_RATE_LIMITS = {**settings.PAGE_RATE_LIMITS, path: "3/minute"}
    client = Client()
    assert [client.get(path, params).status_code for _ in range(3)] == [200, 200, 200]
    response = client.get(path, params)
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    other = Client(REMOTE_ADDR="10.0.0.9")  # another address has its own count
    assert other.get(path, params).status_code == 200


def test_without_redis_rate_limits_count_in_a_cache_the_workers_of_a_node_share():
    assert not django_settings.REDIS_URL
    backend = django_settings.CACHES["ratelimit"]["BACKEND"]
    assert backend.endswith(("SQLiteCache", "FileBasedCache", "DatabaseCache"))
    location = django_settings.CACHES["ratelimit"]["LOCATION"]
    assert str(django_settings.DATA_DIR) in location
    from rulings.api.throttling import AnonThrottle

    assert AnonThrottle().cache is caches["ratelimit"]


def test_a_count_written_by_one_worker_is_seen_by_another(seeded, settings):
    """Two cache objects on one folder, as two worker processes have."""
    from config.sqlite_cache import SQLiteCache
    from rulings import ratelimits

    settings.PAGE_RATE_LIMITS = {**settings.PAGE_RATE_LIMITS, "/search/": "2/minute"}
    client = Client()
    assert client.get("/search/", {"q": "x", "jump": "0"}).status_code == 200
    location = settings.CACHES["ratelimit"]["LOCATION"]
    other_worker = SQLiteCache(location, {"KEY_PREFIX": ratelimits.counts().key_prefix})
    assert any(other_worker.get(k) for k in [f"rl:page:/search/:127.0.0.1:{w}" for w in _windows()])
    assert ratelimits.counts() is not other_worker


def _windows():
    import time

    now = int(time.time() // 60)
    return [now - 1, now, now + 1]


def _login(client, username, password):
    return client.post("/admin/login/?next=/admin/", {"username": username, "password": password})


def test_admin_sign_ins_are_limited_per_account(db, settings):
    settings.ADMIN_LOGIN_LIMITS = {"account": "5/15minute", "address": "100/15minute"}
    User.objects.create_superuser("admin", "admin@example.com", "the-right-password")
    for i in range(5):
        # Each guess from another address: the account's own count stops them.
        assert _login(Client(REMOTE_ADDR=f"10.0.1.{i}"), "admin", f"guess{i}").status_code == 200
    blocked = _login(Client(REMOTE_ADDR="10.0.2.1"), "admin", "the-right-password")
    assert blocked.status_code == 429
    assert int(blocked["Retry-After"]) > 0
    assert _login(Client(REMOTE_ADDR="10.0.2.1"), "someone-else", "x").status_code == 200


def test_admin_sign_ins_are_limited_per_address(db, settings):
    settings.ADMIN_LOGIN_LIMITS = {"account": "100/15minute", "address": "5/15minute"}
    client = Client(REMOTE_ADDR="10.0.3.1")
    for i in range(5):
        assert _login(client, f"user{i}", "guess").status_code == 200
    assert _login(client, "user-new", "guess").status_code == 429
    assert _login(Client(REMOTE_ADDR="10.0.3.2"), "user-new", "guess").status_code == 200


def test_a_good_admin_sign_in_below_the_limit_still_works(db):
    User.objects.create_superuser("admin", "admin@example.com", "the-right-password")
    client = Client()
    assert _login(client, "admin", "wrong").status_code == 200
    assert _login(client, "admin", "the-right-password").status_code == 302


def test_a_burst_across_a_minute_boundary_is_still_limited(monkeypatch):
    """3 per minute: three requests just before a minute turns, a fourth just after it, is one too
    many (a fixed window would have started counting afresh)."""
    from rulings import ratelimits

    clock = {"now": 1_800_000_059.5}  # half a second before a minute boundary
    monkeypatch.setattr(ratelimits.time, "time", lambda: clock["now"])
    assert [ratelimits.hit("burst-test", 3, 60) for _ in range(3)] == [0, 0, 0]
    clock["now"] += 1.0  # the next minute has begun
    assert ratelimits.hit("burst-test", 3, 60) > 0
    clock["now"] += 61.0  # a whole minute later the earlier burst no longer counts
    assert ratelimits.hit("burst-test", 3, 60) == 0
