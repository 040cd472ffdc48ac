"""Real processes on a real database: `manage.py` commands, gunicorn nodes, a Redis server.

Each test gets a database of its own, cloned from one migrated and seeded per run (a copied
file on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL), so no test sees another's writes
and the slow part (migrate, load_seeds) happens once. Nothing here uses pytest-django's test
database: the processes under test must all see the same committed rows.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
BIN = Path(sys.executable).parent
SERVER_URL = os.environ.get("DATABASE_URL", "")
ON_POSTGRES = SERVER_URL.startswith(("postgres://", "postgresql://"))

# Variables of the caller's environment that would point a subprocess elsewhere.
_OWN = ("DATABASE_URL", "FLIPSIDE_DATA_DIR", "REDIS_URL", "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def clean_env(**extra: str) -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if k not in _OWN and not k.startswith(("PYTEST_", "GUNICORN_"))
    }
    env.update(DJANGO_SETTINGS_MODULE="config.settings", PYTHONUNBUFFERED="1", **extra)
    return env


def manage(env: dict, *args: str, timeout: float = 120) -> str:
    """Run `manage.py args…` to completion; its stdout, or a failure showing its stderr."""
    done = subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, f"manage.py {' '.join(args)} failed ({done.returncode}):\n{done.stderr}"
    return done.stdout


def django_json(env: dict, code: str, timeout: float = 60):
    """Run Python in a Django shell of env; the JSON it prints on its last line."""
    out = manage(env, "shell", "-c", code, timeout=timeout)
    return json.loads(out.strip().splitlines()[-1])


def kill(process: subprocess.Popen) -> int:
    """SIGKILL, as a crash or the OOM killer would; the exit status."""
    with contextlib.suppress(ProcessLookupError):
        process.send_signal(signal.SIGKILL)
    return process.wait(30)


def stop(process: subprocess.Popen) -> None:
    """Stop a server politely, then firmly; never leaves it running."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            kill(process)


def wait_for(predicate, *, timeout: float, interval: float = 0.02, what: str = "a condition"):
    """Poll predicate until it returns something true, at most timeout seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)


def http(method: str, url: str, *, token: str | None = None, body: dict | None = None, timeout: float = 20):
    """(status, parsed JSON body or None) without raising on 4xx/5xx."""
    headers = {"Accept": "application/json"}
    data = None
    if token:
        headers["Authorization"] = f"Token {token}"
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers, method=method)  # noqa: S310 - loopback
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    try:
        return status, json.loads(raw) if raw else None
    except ValueError:
        return status, None


# -- databases ---------------------------------------------------------------------------------


def _admin_url(name: str = "postgres") -> str:
    parts = urllib.parse.urlsplit(SERVER_URL)
    return urllib.parse.urlunsplit(parts._replace(path=f"/{name}"))


def _postgres(sql: str, attempts: int = 1) -> None:
    import psycopg

    for attempt in range(attempts):
        try:
            with psycopg.connect(_admin_url(), autocommit=True) as conn:
                conn.execute(sql)
            return
        except psycopg.errors.ObjectInUse:
            # A backend of a process that just exited may not have gone yet.
            if attempt == attempts - 1:
                raise
            time.sleep(0.2)


@dataclass
class Site:
    """One database that any number of nodes (data folders) share."""

    database_url: str

    def env(self, data_dir: Path, **extra: str) -> dict[str, str]:
        data_dir.mkdir(parents=True, exist_ok=True)
        return clean_env(DATABASE_URL=self.database_url, FLIPSIDE_DATA_DIR=str(data_dir), **extra)


class Databases:
    """Makes the seeded template once, then a fresh copy of it per test."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.made: list[str] = []
        self.template: Site | None = None

    def make_template(self) -> None:
        if ON_POSTGRES:
            name = f"flipside_prod_template_{uuid.uuid4().hex[:10]}"
            _postgres(f'CREATE DATABASE "{name}"', attempts=25)  # template1 busy: another CREATE
            self.made.append(name)
            site = Site(_admin_url(name))
        else:
            site = Site(f"sqlite:///{self.folder / 'template' / 'flipside.sqlite3'}")
        env = site.env(self.folder / "template")
        manage(env, "migrate", "--noinput", "-v", "0")
        manage(env, "load_seeds", "-v", "0")
        self.template = site

    def clone(self) -> Site:
        if ON_POSTGRES:
            name = f"flipside_nodes_{uuid.uuid4().hex[:10]}"
            template = urllib.parse.urlsplit(self.template.database_url).path.lstrip("/")
            _postgres(f'CREATE DATABASE "{name}" TEMPLATE "{template}"', attempts=25)
            self.made.append(name)
            return Site(_admin_url(name))
        target = self.folder / f"db-{uuid.uuid4().hex[:10]}"
        target.mkdir()
        for suffix in ("", "-wal"):  # the template's processes have exited: the copy is consistent
            source = self.folder / "template" / f"flipside.sqlite3{suffix}"
            if source.exists():
                shutil.copy(source, target / source.name)
        return Site(f"sqlite:///{target / 'flipside.sqlite3'}")

    def drop_all(self) -> None:
        for name in reversed(self.made):
            # FORCE: a killed client's backend may still hold its (rolled back) transaction.
            _postgres(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', attempts=5)


@pytest.fixture(scope="session")
def databases(tmp_path_factory):
    made = Databases(tmp_path_factory.mktemp("production-db"))
    try:
        made.make_template()
        yield made
    finally:
        made.drop_all()


@pytest.fixture
def site(databases) -> Site:
    """A database of this test's own, holding the seeds, shared by every process the test starts."""
    return databases.clone()
