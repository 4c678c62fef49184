"""The ruling links of the bundled checks are read from the scenario files once and then from
a cache file, so a cold card lookup or question does not parse every scenario; a changed
scenario tree (another stamp) is read again."""

from __future__ import annotations

import json

import pytest

import kb.checks.links as links

# A ruling the bundled checks link to (Amy Pond's suspend ruling in the Doctor Who notes).
SOURCE = "who-notes-de"


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEDESK_CACHE", str(tmp_path))
    links._cached.cache_clear()
    yield tmp_path
    links._cached.cache_clear()


def _a_linked_ruling() -> tuple[str, tuple[int, int], str]:
    source_links = links.ruling_links()[SOURCE]
    (first, last), check = source_links[0]
    return SOURCE, (first, last), check


def test_links_are_cached_on_disk_and_read_back_without_the_scenarios(cache_dir, monkeypatch):
    source, lines, check = _a_linked_ruling()
    assert check in links.checks_for_ruling(source, lines)
    cached = json.loads(links._cache_path().read_text(encoding="utf-8"))
    assert [list(lines), check] in cached["links"][source]

    def no_parsing(*args, **kwargs):
        raise AssertionError("the scenarios were parsed although the cache is current")

    monkeypatch.setattr(links, "ruling_links", no_parsing)
    links._cached.cache_clear()
    assert check in links.checks_for_ruling(source, lines)


def test_a_changed_scenario_tree_is_read_again(cache_dir, monkeypatch):
    source, lines, check = _a_linked_ruling()
    links.checks_for_ruling(source, lines)  # writes the cache for the current tree
    monkeypatch.setattr(links, "ruling_links", lambda *args, **kwargs: {source: [((1, 2), "edited-check")]})
    links._cached.cache_clear()
    assert links._index(("data/checks/edited.yaml", 1)) == {source: [((1, 2), "edited-check")]}


def test_a_damaged_cache_file_is_rebuilt(cache_dir):
    links._cache_path().write_text("{not json", encoding="utf-8")
    source, lines, check = _a_linked_ruling()
    assert check in links.checks_for_ruling(source, lines)
    assert json.loads(links._cache_path().read_text(encoding="utf-8"))["links"]


def test_the_rules_each_check_cites_are_cached_too(cache_dir, monkeypatch):
    # a rule excerpt shown as an answer lists the checks of its rule without parsing scenarios
    found = links.checks_citing(["702.62"])
    assert found and json.loads(links._cache_path().read_text(encoding="utf-8"))["citations"]
    monkeypatch.setattr(
        links,
        "readable_scenarios",
        lambda *a, **k: (_ for _ in ()).throw(AssertionError("the scenarios were parsed although the cache is current")),
    )
    links._cached.cache_clear()
    assert links.checks_citing(["702.62"]) == found


def test_each_checks_folder_has_its_own_cache_file(cache_dir, monkeypatch, tmp_path):
    # a second checkout on the same machine must not overwrite this one's cache (each cold
    # process would otherwise parse every scenario again)
    here = links._cache_path()
    monkeypatch.setattr(links, "CHECKS_DIR", tmp_path / "other-checkout" / "data" / "checks")
    assert links._cache_path() != here and links._cache_path().parent == here.parent


def test_the_lookup_by_line_finds_every_overlapping_link(cache_dir):
    # the lookup narrows the search by first line; every line range of a linked document must
    # still get exactly the checks whose links overlap it
    index = links._index(links._scenario_stamp())
    source = SOURCE
    top = max(rng[1] for rng, _ in index[source])
    for first in range(1, top + 2):
        for last in (first, first + 3):
            want = sorted({cid for rng, cid in index[source] if rng[0] <= last and first <= rng[1]})
            assert links.checks_for_ruling(source, (first, last)) == want
