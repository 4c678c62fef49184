"""What both schema fuzzers share: the ASGI app schemathesis calls, swapped per test, and the
schema read once from an app that is never started (it does not depend on the knowledge base;
schemathesis' ``from_fixture`` does not work with pytest 9)."""

from __future__ import annotations

from pathlib import Path

import schemathesis

from api.main import create_app
from api.settings import Settings


class AppUnderTest:
    """The ASGI app schemathesis calls: whatever app the test sets (``app`` is None between tests)."""

    app = None

    async def __call__(self, scope, receive, send):
        await self.app(scope, receive, send)


def schema_calling(app_under_test: AppUnderTest):
    schema = schemathesis.openapi.from_dict(create_app(Settings(db=Path("never-opened.db"), warm_up=False)).openapi())
    schema.app = app_under_test
    return schema
