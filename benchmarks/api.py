"""API latency over HTTP on loopback, against gunicorn: p50/p95 of a rule read, a card read
and a search (and a conditional rule read answered 304).

Starts gunicorn itself on a free port with a throwaway data folder (migrated, seeds loaded,
search index built), sends a bounded number of requests, and stops it at the end.

    .venv/bin/python benchmarks/api.py [--requests N] [--workers W]
"""

from __future__ import annotations

import argparse
import http.client
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _django import ROOT, percentiles  # noqa: E402

BIN = Path(sys.executable).parent
RULE = "/api/v1/rules/mtg/712.8e/"
CASES = [  # name, path, request headers, expected status
    ("rule read", RULE, {}, 200),
    ("card read", "/api/v1/cards/mtg/EMN-15a/", {}, 200),
    ("search", "/api/v1/search/?q=evo-bonus+after+flip&game=dbe", {}, 200),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def environment(data_dir: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update(
        FLIPSIDE_DATA_DIR=str(data_dir),
        DJANGO_SETTINGS_MODULE="config.settings",
        DEBUG="false",
        SECRET_KEY=secrets.token_urlsafe(40),
        ALLOWED_HOSTS="127.0.0.1,localhost",
        # The benchmark measures latency, not the rate limits.
        API_THROTTLE_ANON="1000000/minute",
        API_THROTTLE_USER="1000000/minute",
    )
    return env


def manage(env: dict, *args: str) -> None:
    subprocess.run([str(BIN / "python"), "manage.py", *args, "-v", "0"], cwd=ROOT, env=env, check=True)


def request(port: int, path: str, headers: dict | None = None) -> tuple[int, float, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    start = time.perf_counter()
    conn.request("GET", path, headers=headers or {})
    response = conn.getresponse()
    response.read()
    elapsed = (time.perf_counter() - start) * 1000
    conn.close()
    return response.status, elapsed, dict(response.getheaders())


def wait_until_up(port: int, server: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn exited with {server.returncode}")
        try:
            if request(port, "/api/v1/games/")[0] == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit("gunicorn did not answer in time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200, help="timed requests per case (default 200)")
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()

    data_dir = Path(tempfile.mkdtemp(prefix="flipside-bench-api-"))
    env = environment(data_dir)
    server = None
    try:
        manage(env, "migrate", "--noinput")
        manage(env, "load_seeds")
        manage(env, "rebuild_index")
        port = free_port()
        server = subprocess.Popen(
            [str(BIN / "gunicorn"), "config.wsgi:application", "--bind", f"127.0.0.1:{port}"]
            + ["--workers", str(options.workers), "--log-level", "warning"],
            cwd=ROOT,
            env=env,
        )
        wait_until_up(port, server)
        etag = request(port, RULE)[2].get("ETag", "")
        cases = [*CASES, ("rule read, 304", RULE, {"If-None-Match": etag}, 304)]
        print(f"{options.requests} requests per case, gunicorn with {options.workers} workers, loopback")
        for name, path, headers, expected in cases:
            for _ in range(20):  # warm-up: imports, connections, the index
                request(port, path, headers)
            samples = []
            for _ in range(options.requests):
                status, elapsed, _ = request(port, path, headers)
                if status != expected:
                    raise SystemExit(f"{name}: {path} answered {status}, expected {expected}")
                samples.append(elapsed)
            p50, p95 = percentiles(samples)
            print(f"{name:16} p50 {p50:6.2f} ms   p95 {p95:6.2f} ms   {path}")
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(data_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
