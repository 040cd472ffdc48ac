"""What production sends and refuses: security headers, the Content-Security-Policy, start-up checks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

from tests.security.conftest import inline_code

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
}
PAGES = [
    "/",
    "/games/dbe/",
    "/documents/dcg/comprehensive-rules/",
    "/documents/dcg/comprehensive-rules/diff/",
    "/rules/mtg/712.8e/",
    "/faqs/dbe/",
    "/faqs/dbe/evo-bonus-after-flip/",
    "/cards/dbe/XB-006/",
    "/search/?q=flip",
    "/scenarios/",
    "/scenarios/?game=dbe",
    "/scenarios/ask/?game=dbe&q=does+the+evo-bonus+stay+after+a+flip",
    "/scenarios/dbe/table/",
]


def policy(response) -> dict[str, str]:
    header = response["Content-Security-Policy"]
    return dict(part.strip().split(" ", 1) for part in header.split(";"))


@pytest.fixture
def production(settings):
    """DEBUG off and the values DEBUG off gives by default (config/settings.py) for a request over https."""
    settings.DEBUG = False
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True
    settings.SECURE_HSTS_SECONDS = 3600
    return settings


@pytest.mark.parametrize("url", ["/rules/mtg/712.8e/", "/api/v1/rules/mtg/712.8e/"])
def test_a_page_and_an_api_response_carry_the_security_headers_with_debug_off(seeded, production, url):
    response = Client().get(url, secure=True)
    assert response.status_code == 200
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["X-Frame-Options"] == "DENY"
    assert response["Strict-Transport-Security"] == "max-age=3600"
    assert policy(response) == POLICY


def test_the_policy_is_sent_with_debug_on_too(seeded):
    assert policy(Client().get("/")) == POLICY


def test_hsts_is_sent_over_https_only(seeded, production):
    # RFC 6797, 7.2: a host must not send Strict-Transport-Security over plain http.
    assert "Strict-Transport-Security" not in Client().get("/")


def test_the_csrf_cookie_is_secure_with_debug_off(seeded, production):
    response = Client().get("/scenarios/?game=dbe", secure=True)
    assert response.cookies["csrftoken"]["secure"] is True


@pytest.mark.parametrize("url", PAGES)
def test_no_page_has_inline_code_the_policy_would_block(seeded, client, url):
    response = client.get(url)
    assert response.status_code == 200
    assert inline_code(response.content.decode()) == []
    assert policy(response) == POLICY


def test_the_api_docs_page_allows_only_its_own_inline_script_by_nonce(seeded, client):
    response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    nonce = policy(response)["script-src"].removeprefix("'self' 'nonce-").removesuffix("'")
    assert len(nonce) >= 16 and policy(response)["style-src"] == f"'self' 'nonce-{nonce}'"
    html = response.content.decode()
    assert f'<script nonce="{nonce}">' in html
    assert client.get("/api/v1/docs/")["Content-Security-Policy"] != response["Content-Security-Policy"]


def test_the_redoc_page_loads_nothing_from_another_site(seeded, client):
    html = client.get("/api/v1/redoc/").content.decode()
    assert "googleapis" not in html and "https://" not in html


# -- start-up ----------------------------------------------------------------------------------

DEPLOYMENT = {
    "DEBUG": "false",
    "SECRET_KEY": "k3Jd9-vQ2x!rT8mZ_pL4wN7bY0cF6hG1sA5eU9iO2uR4tE7yW3qX8zC6vB1nM0lK",
    "ALLOWED_HOSTS": "flipside.example",
    "SECURE_SSL_REDIRECT": "true",
    "TRUST_X_FORWARDED_PROTO": "true",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "true",
    "SECURE_HSTS_PRELOAD": "true",
}
_OURS = {*DEPLOYMENT, "SECURE_COOKIES", "DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE"}


def run(args: list[str], tmp_path, **env: str) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in _OURS}
    base["FLIPSIDE_DATA_DIR"] = str(tmp_path)
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def settings_of(tmp_path, *names: str, **env: str) -> list[str]:
    code = "import django; django.setup(); from django.conf import settings as s; " + "; ".join(
        f"print(s.{name})" for name in names
    )
    done = run(["-c", code], tmp_path, DJANGO_SETTINGS_MODULE="config.settings", **env)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


@pytest.mark.parametrize(
    ("missing", "env"),
    [
        ("ALLOWED_HOSTS", {k: v for k, v in DEPLOYMENT.items() if k != "ALLOWED_HOSTS"}),
        ("ALLOWED_HOSTS", {**DEPLOYMENT, "ALLOWED_HOSTS": " , "}),
        ("SECRET_KEY", {k: v for k, v in DEPLOYMENT.items() if k != "SECRET_KEY"}),
        ("SECRET_KEY", {**DEPLOYMENT, "SECRET_KEY": ""}),
    ],
    ids=["no ALLOWED_HOSTS", "empty ALLOWED_HOSTS", "no SECRET_KEY", "empty SECRET_KEY"],
)
def test_the_app_refuses_to_start_with_debug_off_without(tmp_path, missing, env):
    done = run(["manage.py", "check"], tmp_path, **env)
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr and f"{missing} must be set" in done.stderr


def test_debug_off_turns_on_secure_cookies_and_an_hour_of_hsts(tmp_path):
    env = {k: DEPLOYMENT[k] for k in ("DEBUG", "SECRET_KEY", "ALLOWED_HOSTS")}
    values = settings_of(
        tmp_path,
        "SESSION_COOKIE_SECURE",
        "CSRF_COOKIE_SECURE",
        "SECURE_HSTS_SECONDS",
        "SECURE_SSL_REDIRECT",
        **env,
    )
    assert values == ["True", "True", "3600", "False"]
    assert settings_of(tmp_path, "SESSION_COOKIE_SECURE", **env, SECURE_COOKIES="false") == ["False"]


def test_the_development_defaults_need_no_variable(tmp_path):
    values = settings_of(tmp_path, "DEBUG", "SESSION_COOKIE_SECURE", "SECURE_HSTS_SECONDS")
    assert values == ["True", "False", "0"]


def test_redis_url_makes_redis_the_shared_cache(tmp_path):
    backend = "CACHES['default']['BACKEND']"
    assert settings_of(tmp_path, backend, REDIS_URL="redis://127.0.0.1:6379/0") == [
        "django.core.cache.backends.redis.RedisCache"
    ]
    assert settings_of(tmp_path, backend) == ["django.core.cache.backends.locmem.LocMemCache"]


def test_the_deployment_checks_pass_with_a_deployments_settings(tmp_path):
    done = run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"], tmp_path, **DEPLOYMENT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues (0 silenced)" in done.stdout
