"""Flipside settings, read from the environment with development defaults."""

import os
from pathlib import Path

import dj_database_url
from csp.constants import NONCE, NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DEBUG", True)
_DEV_SECRET = "dev-only-insecure-secret-key-change-me"
SECRET_KEY = env_str("SECRET_KEY", _DEV_SECRET)
if not DEBUG and SECRET_KEY in ("", _DEV_SECRET):
    raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
# The loopback defaults suit development only; a server must say which names it answers to.
if not DEBUG and not (os.environ.get("ALLOWED_HOSTS") and ALLOWED_HOSTS):
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set when DEBUG is off")

DATA_DIR = Path(env_str("FLIPSIDE_DATA_DIR", str(BASE_DIR / "var"))).resolve()
DATA_DIR.mkdir(parents=True, exist_ok=True)
SEARCH_INDEX_DIR = DATA_DIR / "index"
# Word postings each process keeps in memory for fast scoring: about 90 bytes each.
SEARCH_POSTINGS_BUDGET = env_int("SEARCH_POSTINGS_BUDGET", 400_000)
# Seconds one scenario check, question (ask) or search may run before it stops and answers 503
# (rulings.budget).
REQUEST_BUDGETS = {
    "scenario": env_int("SCENARIO_BUDGET_MS", 2000) / 1000,
    "search": env_int("SEARCH_BUDGET_MS", 2000) / 1000,
    "ask": env_int("ASK_BUDGET_MS", 2000) / 1000,
}

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{DATA_DIR / 'flipside.sqlite3'}"),
        conn_max_age=60,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers keep serving while an import writes.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0

REDIS_URL = env_str("REDIS_URL", "")
# DRF's throttles count in the default cache: Redis makes the rate limits shared by every node.
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
    CACHES["ratelimit"] = CACHES["default"]
else:
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
        # Rate-limit counts shared by every worker of the node (rulings.ratelimits), so a limit
        # of N per minute holds per node rather than per worker.
        "ratelimit": {
            "BACKEND": "config.sqlite_cache.SQLiteCache",
            "LOCATION": str(DATA_DIR / "cache" / "ratelimit.sqlite3"),
        },
    }
# Page rate limits per client address (rulings.ratelimits.RateLimitMiddleware): path → N/period.
PAGE_RATE_LIMITS = {
    "/search/": env_str("PAGE_RATE_SEARCH", "120/minute"),
    "/scenarios/": env_str("PAGE_RATE_SCENARIOS", "60/minute"),
    "/scenarios/ask/": env_str("PAGE_RATE_ASK", "60/minute"),
}
# Failed admin sign-ins before the login form answers 429: per account and per client address.
ADMIN_LOGIN_LIMITS = {
    "account": env_str("ADMIN_LOGIN_LIMIT_ACCOUNT", "5/15minute"),
    "address": env_str("ADMIN_LOGIN_LIMIT_ADDRESS", "20/15minute"),
}

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "corsheaders",
    "simple_history",
    "csp",
    "rulings",
    "cards",
    "rulings.search",
    "rulings.scenarios",
    "offline",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Always on, DEBUG or not, so development and tests see the policy production sends.
    "csp.middleware.CSPMiddleware",
    "config.middleware.RequestLimitsMiddleware",
    "rulings.ratelimits.RateLimitMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "static"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
WHITENOISE_USE_FINDERS = DEBUG  # development serves straight from static/, no collectstatic
WHITENOISE_AUTOREFRESH = DEBUG
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Security. Secure defaults when DEBUG is off; each switch can be turned from the environment.
# Cookies only over https; SECURE_COOKIES=false for plain http on loopback (`make serve`).
SECURE_COOKIES = env_bool("SECURE_COOKIES", not DEBUG)
SESSION_COOKIE_SECURE = SECURE_COOKIES
CSRF_COOKIE_SECURE = SECURE_COOKIES
CSRF_FAILURE_VIEW = "rulings.api.errors.csrf_failure"  # JSON under /api/
# Off by default: the reverse proxy in front usually redirects http to https itself.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
# Only behind a proxy that sets X-Forwarded-Proto (and strips it from clients): otherwise any
# client could claim https.
if env_bool("TRUST_X_FORWARDED_PROTO", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 3600)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# No inline scripts or styles. NONCE is left out of the header unless a template reads
# request.csp_nonce: only the third-party pages do (API docs, Redoc, the browsable API's code style;
# templates/drf_spectacular/, templates/rest_framework/), for their one inline block each.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF, NONCE],
        "style-src": [SELF, NONCE],
        "img-src": [SELF, "data:"],
        "object-src": [NONE],
        "base-uri": [SELF],
        "frame-ancestors": [NONE],
        "form-action": [SELF],
    }
}
# Bodies over this answer 413 before a view runs (config/middleware.py); no view takes files.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 1024 * 1024)
# Bytes, as sent (percent-encoded). 8 KiB, like gunicorn's request-line limit, so a 5,000-character
# search still works under any server and a longer query string answers 400 under all of them.
MAX_QUERY_STRING_LENGTH = env_int("MAX_QUERY_STRING_LENGTH", 8192)
# A rules document an editor uploads in the admin (text, Markdown or PDF): its own, larger cap.
IMPORT_UPLOAD_MAX_BYTES = env_int("IMPORT_UPLOAD_MAX_BYTES", 20 * 1024 * 1024)
UPLOAD_BODY_LIMITS = {"/admin/rulings/document/import/": IMPORT_UPLOAD_MAX_BYTES + 64 * 1024}
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440  # larger uploads go to a temporary file

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # Token first, so an anonymous write answers 401 (with WWW-Authenticate), not 403.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    # Deep or malformed JSON answers 400 as JSON, never a RecursionError page (issue 17).
    "DEFAULT_PARSER_CLASSES": [
        "rulings.api.parsers.SafeJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_PAGINATION_CLASS": "rulings.api.pagination.Pagination",
    "PAGE_SIZE": 50,
    "DEFAULT_THROTTLE_CLASSES": [
        "rulings.api.throttling.AnonThrottle",
        "rulings.api.throttling.TokenThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env_str("API_THROTTLE_ANON", "600/minute"),
        "user": env_str("API_THROTTLE_USER", "3000/minute"),
    },
    "EXCEPTION_HANDLER": "rulings.api.errors.exception_handler",
    # How many proxies stand in front of the app; 0 trusts no X-Forwarded-For header, so a
    # client cannot dodge the rate limits by sending a made-up one.
    "NUM_PROXIES": env_int("NUM_PROXIES", 0),
}
API_CACHE_SECONDS = env_int("API_CACHE_SECONDS", 60)  # Cache-Control max-age of public API reads
# How long a rendered anonymous API read stays in the server's cache; any write changes its
# key (rulings.api.http.content_version), so this only bounds memory, not staleness.
API_READ_CACHE_SECONDS = env_int("API_READ_CACHE_SECONDS", 600)
# The same for the public pages (rulings.pagecache): a write changes the key, so this only bounds memory.
PAGE_CACHE_SECONDS = env_int("PAGE_CACHE_SECONDS", 600)

SPECTACULAR_SETTINGS = {
    "TITLE": "Flipside API",
    "DESCRIPTION": "Rules, FAQs and cards for trading-card-game judges. Reading needs no account.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # The docs page loads its assets from our own static files, never from a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Anyone may read the API from a browser on another site; writes stay same-origin.
CORS_ALLOW_ALL_ORIGINS = True
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_METHODS = ["GET", "HEAD", "OPTIONS"]
CORS_EXPOSE_HEADERS = ["ETag", "Last-Modified", "Retry-After"]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
