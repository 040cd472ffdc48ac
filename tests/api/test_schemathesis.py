"""Property tests from the OpenAPI schema (schemathesis against the WSGI app, seeds loaded):
no input makes any endpoint answer 500, and every answer fits the schema.

A bounded number of examples per operation keeps the run short enough for `make test`;
`make fuzz` raises it (SCHEMATHESIS_EXAMPLES) and draws fresh examples instead of the fixed ones.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from config.wsgi import application

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


# Building the schema reads no data, so it is loaded once, at collection.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/?format=json", application)


@pytest.fixture
def unthrottled(settings):
    # Throttling would answer 429 part-way through; it has its own test.
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"anon": "100000/minute", "user": "100000/minute"},
    }


@pytest.fixture
def connection_kept():
    # The WSGI app closes "old" connections when a request starts and finishes; inside the
    # test's transaction that closes the test's own connection on PostgreSQL, and the next query
    # fails. Django's test client disconnects the same receiver for the same reason.
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "10"))


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=EXAMPLES <= 10,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
)
def test_no_input_makes_the_api_fail_or_break_its_schema(case, seeded, unthrottled, connection_kept):
    case.call_and_validate(checks=CHECKS)
