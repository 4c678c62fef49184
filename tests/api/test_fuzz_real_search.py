"""The schema fuzzer (as ``test_fuzz.py``) against the real searcher on a real knowledge base
(lexical; the small KB has no vectors) instead of the stand-in: whatever question, language,
mode or limit a client sends, the real analysis and search answer without a 500."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from tests.api.fuzzing import AppUnderTest, schema_calling

pytestmark = pytest.mark.slow


APP_UNDER_TEST = AppUnderTest()  # the test's app, set per test below
schema = schema_calling(APP_UNDER_TEST)


@pytest.fixture(autouse=True)
def _serve_the_real_search_app(real_search_app):
    APP_UNDER_TEST.app = real_search_app
    yield
    APP_UNDER_TEST.app = None


@schema.include(method="GET").parametrize()
@settings(
    max_examples=20,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_real_search_any_get_is_answered_without_500_and_errors_in_one_shape(case):
    response = case.call()
    assert response.status_code < 500, f"{case.method} {case.formatted_path} {case.query}: {response.text[:500]}"
    if response.status_code >= 400:
        body = response.json()
        assert set(body) == {"error"}, body
        assert body["error"]["code"] and body["error"]["message"], body
        assert body["error"]["code"] != "host_not_allowed", body  # the fuzzer must reach the routes
