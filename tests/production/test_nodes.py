"""Several app nodes on one PostgreSQL database and one Redis ("Running it bigger" in DESIGN.md).

Each node is a real gunicorn with its own data folder (its own Whoosh index); they share only
the database (and through it the search change log) and Redis (the throttle counters).
"""

from __future__ import annotations

import contextlib
import subprocess
import time
import urllib.parse
from pathlib import Path

import pytest
import redis

from tests.production.conftest import (
    BIN,
    ON_POSTGRES,
    PYTHON,
    ROOT,
    django_json,
    free_port,
    http,
    stop,
    wait_for,
)

pytestmark = [
    pytest.mark.xdist_group("production"),
    pytest.mark.skipif(
        not ON_POSTGRES,
        reason="several nodes need a database server: set DATABASE_URL to PostgreSQL (.ci/run does)",
    ),
]

# Searches are anonymous (the search view authenticates no one), so the budget must cover the
# test's bounded polling (at most 22 searches) before the throttle check.
ANON_RATE = 30
MAKE_EDITOR = """
import json
from django.contrib.auth.models import Permission, User
from rest_framework.authtoken.models import Token
user = User.objects.create_user("node-editor")
user.user_permissions.set(Permission.objects.filter(codename__in=["add_faq", "change_faq"]))
print(json.dumps(Token.objects.create(user=user).key))
"""


def start_redis(folder: Path) -> tuple[subprocess.Popen, str]:
    server = subprocess.run(["scripts/redis.sh"], cwd=ROOT, capture_output=True, text=True, check=True)
    port = free_port()
    process = subprocess.Popen(
        [
            server.stdout.strip(),
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
        ],
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def answers():
        assert process.poll() is None, "redis-server exited at start"
        with contextlib.suppress(redis.ConnectionError), redis.Redis(port=port) as client:
            return client.ping()

    wait_for(answers, timeout=15, interval=0.05, what="redis-server")
    return process, f"redis://127.0.0.1:{port}/0"


class Node:
    """A gunicorn serving Flipside from its own data folder."""

    def __init__(self, name: str, env: dict, folder: Path):
        self.name, self.port = name, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = folder / f"{name}.log"
        env = {
            **env,
            "GUNICORN_BIND": f"127.0.0.1:{self.port}",
            "GUNICORN_WORKERS": "1",
            # gunicorn's default control socket is one per user ($HOME/.gunicorn/gunicorn.ctl): each
            # node gets its own, so nodes (and a developer's `make serve`) never take each other's.
            "GUNICORN_CMD_ARGS": f"--control-socket {folder / name}.ctl",
        }
        with self.log.open("w") as out:
            self.process = subprocess.Popen(
                [str(BIN / "gunicorn"), "-c", "config/gunicorn.conf.py"],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    def get(self, path: str, token: str | None = None):
        return http("GET", self.url + path, token=token)

    def wait_ready(self, token: str) -> None:
        def up():
            assert self.process.poll() is None, f"node {self.name} exited:\n{self.log.read_text()}"
            with contextlib.suppress(OSError):
                return self.get("/api/v1/games/", token)[0] == 200

        wait_for(up, timeout=30, interval=0.1, what=f"node {self.name} to answer")

    def finds(self, words: str, slug: str) -> bool:
        status, body = self.get("/api/v1/search/?" + urllib.parse.urlencode({"q": words}))
        assert status == 200, (status, body)
        return any(r["kind"] == "faq" and r["key"] == slug for r in body["results"])


def test_nodes_share_one_database_and_redis_and_keep_their_own_indexes(site, tmp_path):
    with contextlib.ExitStack() as cleanup:
        redis_server, redis_url = start_redis(tmp_path)
        cleanup.callback(stop, redis_server)
        token = django_json(site.env(tmp_path / "setup"), MAKE_EDITOR)

        def node_env(name):
            return site.env(
                tmp_path / name,
                REDIS_URL=redis_url,
                API_THROTTLE_ANON=f"{ANON_RATE}/minute",
                # The production settings, as `make serve` runs them.
                DEBUG="false",
                SECRET_KEY="production-test-" + "x" * 40,
                ALLOWED_HOSTS="127.0.0.1",
                SECURE_COOKIES="false",
            )

        # A and B are deployed as `make serve` does: an index built before the server starts.
        builds = [
            subprocess.Popen(
                [PYTHON, "manage.py", "rebuild_index"], cwd=ROOT, env=node_env(n), stdout=subprocess.DEVNULL
            )
            for n in ("a", "b")
        ]
        assert [b.wait(120) for b in builds] == [0, 0]
        a, b = (Node(n, node_env(n), tmp_path) for n in ("a", "b"))
        for node in (a, b):
            cleanup.callback(stop, node.process)
        for node in (a, b):
            node.wait_ready(token)

        # A write through node A reaches node B's own index through the change log.
        faq = {
            "game": "dbe",
            "slug": "seen-by-every-node",
            "question": "Does a quuxflip on one node show on the others?",
            "answer": "Yes: every node follows the search change log.",
        }
        assert not b.finds("quuxflip", faq["slug"])
        b_generation = (tmp_path / "b" / "index" / "CURRENT").read_text()
        status, body = http("POST", a.url + "/api/v1/faqs/", token=token, body=faq)
        assert status == 201, body
        written = time.monotonic()
        wait_for(lambda: b.finds("quuxflip", faq["slug"]), timeout=5, interval=0.25, what="node B")
        print(f"node B found node A's FAQ {time.monotonic() - written:.2f} s after the write")
        assert (tmp_path / "b" / "index" / "CURRENT").read_text() == b_generation  # followed, not rebuilt

        # A node started later on an empty data folder builds its index from the database.
        c = Node("c", node_env("c"), tmp_path)
        cleanup.callback(stop, c.process)
        c.wait_ready(token)
        assert not (tmp_path / "c" / "index" / "CURRENT").exists()
        assert c.finds("quuxflip", faq["slug"])
        assert (tmp_path / "c" / "index" / "CURRENT").exists()

        # The anonymous rate limit counts requests on every node together, in Redis. The searches
        # above spent some of it: the counters start again from nothing.
        with redis.Redis.from_url(redis_url) as client:
            client.flushall()
        assert [a.get("/api/v1/games/")[0] for _ in range(ANON_RATE)] == [200] * ANON_RATE
        status, body = b.get("/api/v1/games/")
        assert status == 429, body
        assert c.get("/api/v1/games/")[0] == 429
        assert b.get("/api/v1/games/", token)[0] == 200  # the token's own budget is untouched
