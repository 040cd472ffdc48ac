"""Scenario check latency, on the seeds: p50 and p95 of

  (a) the engine alone, check() with the faces inline;
  (b) run_check() in process: the card looked up by number, citations resolved to sections;
  (c) POST /api/v1/scenarios/check/ through the Django test client, in process;
  (d) the same over loopback HTTP, against a WSGI server in a thread (a new connection each time);
  and GET /api/v1/ask/ in process.

Targets: in process (a) and (b) p50 <= 1 ms; HTTP (c) and (d) p50 <= 10 ms.

    .venv/bin/python benchmarks/scenarios.py [--rounds N]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import sys
import threading
import time
from pathlib import Path
from wsgiref.simple_server import WSGIRequestHandler, make_server

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _django import percentiles, setup  # noqa: E402

EVO = {"name": "Deva's Blessing", "permanent": True, "active": True}
BY_NUMBER = {
    "game": "dbe",
    "card": {"number": "XB-006", "face": "star", "zone": "active", "state": {"hp": 40, "evo_bonuses": [EVO]}},
    "actions": [{"do": "flip", "to": "moon"}, {"do": "move", "to": "hand"}],
}
MTG = {
    "game": "mtg",
    "card": {
        "number": "EMN-191",
        "face": "front",
        "zone": "battlefield",
        "state": {"counters": {"+1/+1": 1}},
    },
    "actions": [{"do": "transform"}, {"do": "move", "to": "graveyard"}],
}
SPACE = {
    "game": "space",
    "card": {
        "faces": [
            {"side": "prime", "card_type": "Character", "printed": {"starting_cp": 2}},
            {"side": "reverse", "card_type": "Character", "printed": {"starting_cp": 3}},
        ],
        "face": "prime",
        "zone": "in_play",
        "state": {"counters": {"character_points": 1, "liberation": 1, "damage": 2}},
    },
    "actions": [{"do": "flip"}],
}


class _Quiet(WSGIRequestHandler):
    def log_message(self, *args):
        pass


def timed(fn, rounds: int) -> list[float]:
    from django.core.cache import cache

    # Throttle histories live in the cache and grow with every request at these rates; a real
    # one holds at most the limit's 600. Each block starts from none, as a fresh minute would.
    cache.clear()
    for _ in range(20):  # warm up: profile cache, query plans, connections
        fn()
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=500)
    args = parser.parse_args(argv)
    # The API's rate limit stays in the path (its cost is measured) but must not refuse the run.
    os.environ.setdefault("API_THROTTLE_ANON", "100000000/minute")
    os.environ.setdefault(
        "API_THROTTLE_USER", "100000000/minute"
    )  # DRF's user rate counts anonymous callers too
    setup()
    from django.core.management import call_command
    from django.test import Client

    from config.wsgi import application
    from rulings.scenarios.engine import check
    from rulings.scenarios.service import inline_card, run_check

    call_command("load_seeds", verbosity=0)
    payloads = {"dbe XB-006 by number": BY_NUMBER, "mtg EMN-191 by number": MTG, "space inline faces": SPACE}
    inline = {name: inline_card(p) for name, p in payloads.items()}  # the engine alone gets the faces inline
    client = Client()
    bodies = {name: json.dumps(p) for name, p in payloads.items()}

    server = make_server("127.0.0.1", 0, application, handler_class=_Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_port

    def loopback(body: str) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("POST", "/api/v1/scenarios/check/", body, {"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        conn.close()
        assert response.status == 200, response.status

    ms = 1000
    rows = []
    for name in payloads:
        for label, fn in (
            ("(a) engine", lambda name=name: check(inline[name])),
            ("(b) run_check", lambda name=name: run_check(payloads[name])),
            (
                "(c) HTTP in process",
                lambda name=name: client.post(
                    "/api/v1/scenarios/check/", bodies[name], content_type="application/json"
                ),
            ),
            ("(d) HTTP loopback", lambda name=name: loopback(bodies[name])),
        ):
            p50, p95 = percentiles(timed(fn, args.rounds))
            rows.append((label, name, p50, p95))
    ask_samples = timed(
        lambda: client.get("/api/v1/ask/", {"q": "does the evo-bonus persist after a flip", "game": "dbe"}),
        args.rounds,
    )
    server.shutdown()

    print(f"{'path':<22} {'scenario':<24} {'p50 ms':>8} {'p95 ms':>8}   ({args.rounds} runs each)")
    for label, name, p50, p95 in rows:
        print(f"{label:<22} {name:<24} {p50 * ms:>8.3f} {p95 * ms:>8.3f}")
    a50, a95 = percentiles(ask_samples)
    print(f"{'ask in process':<22} {'evo-bonus after a flip':<24} {a50 * ms:>8.3f} {a95 * ms:>8.3f}")

    worst = {}
    for label, _name, p50, _p95 in rows:
        worst[label] = max(worst.get(label, 0), p50)
    ok = worst["(a) engine"] <= 0.001 and worst["(b) run_check"] <= 0.001
    ok = ok and worst["(c) HTTP in process"] <= 0.010 and worst["(d) HTTP loopback"] <= 0.010
    print(
        "scenario latency: "
        + ("within targets" if ok else "OUTSIDE targets (in process p50 <= 1 ms, HTTP p50 <= 10 ms)")
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
