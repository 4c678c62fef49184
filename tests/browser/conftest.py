"""Browser fixtures: Debian's chromium driven by playwright against a real ``judgedesk serve``
over the bundled corpus. A missing chromium FAILS these tests (``make test`` installs it)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

import pytest

from tests.api.running_server import REPO, start_server

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking"]
SCREENSHOTS = REPO / "var" / "screenshots"  # git-ignored (var/)


@pytest.fixture(scope="session")
def server(corpus_kb_path, tmp_path_factory):
    """The service as ``make run`` starts it (warm-up included), on a free loopback port."""
    running = start_server(corpus_kb_path, tmp_path_factory.mktemp("serve"))
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; `make test` does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


class PageProblems:
    """What a judge would notice went wrong: script errors, requests to other hosts."""

    def __init__(self):
        self.errors: list[str] = []
        self.foreign_requests: list[str] = []


@pytest.fixture
def page(browser, server):
    """A fresh page on the service; any request to another host is blocked and recorded."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="de-DE")
    own_host = urlparse(server.url).netloc
    problems = PageProblems()

    def guard(route):
        if urlparse(route.request.url).netloc in (own_host, ""):
            route.continue_()
        else:
            problems.foreign_requests.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    pg = context.new_page()
    pg.on("pageerror", lambda e: problems.errors.append(str(e)))
    pg.problems = problems
    pg.set_default_timeout(20_000)
    yield pg
    context.close()
    assert not problems.errors, f"script errors on the page: {problems.errors}"
    assert not problems.foreign_requests, f"the page asked other hosts (no CDN allowed): {problems.foreign_requests}"


@pytest.fixture
def screenshot():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(pg, name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        pg.screenshot(path=str(path), full_page=True)
        assert path.stat().st_size > 0
        return path

    return take


VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(params=list(VIEWPORTS))
def desk(request, browser, server):
    """A fresh page on a desktop and on a 390×844 phone viewport (same guards as ``page``);
    ``desk.viewport_name`` names the screenshot."""
    context = browser.new_context(viewport=VIEWPORTS[request.param], locale="de-DE")
    own_host = urlparse(server.url).netloc
    problems = PageProblems()

    def guard(route):
        if urlparse(route.request.url).netloc in (own_host, ""):
            route.continue_()
        else:
            problems.foreign_requests.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    pg = context.new_page()
    pg.on("pageerror", lambda e: problems.errors.append(str(e)))
    pg.set_default_timeout(20_000)
    pg.viewport_name = request.param
    pg.width = VIEWPORTS[request.param]["width"]
    yield pg
    context.close()
    assert not problems.errors, f"script errors on the page: {problems.errors}"
    assert not problems.foreign_requests, f"the page asked other hosts (no CDN allowed): {problems.foreign_requests}"
