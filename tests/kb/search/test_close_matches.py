"""``CloseMatcher.close`` answers what ``difflib.get_close_matches`` answers over the same keys
(it only skips, with numpy, the keys difflib's own length and character bounds would reject)."""

from __future__ import annotations

import difflib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.search.close_matches import CloseMatcher

pytestmark = pytest.mark.unit

# Folded labels as the termbase has them: German, English, Chinese, one letter, empty.
KEYS = [
    "aussetzen",
    "ausgesetzt",
    "zeitmarke",
    "zeitmarken",
    "counter",
    "counters",
    "split second",
    "延缓",
    "迅速",
    "放逐区",
    "x",
    "",
]


@pytest.mark.parametrize(
    "word, cutoff",
    [
        ("aussetzn", 0.75),  # one letter missing
        ("zeitmarke", 0.75),  # a label itself, and its plural close by
        ("counterz", 0.6),
        ("延缓", 0.66),
        ("延迟", 0.66),  # one character of two wrong: below the cutoff
        ("", 0.0),  # an empty word matches the empty key, and with cutoff 0 every key
        ("x", 1.0),  # exact only
        ("splitsecond", 0.8),
    ],
)
def test_close_equals_difflib_on_labels(word, cutoff):
    expected = difflib.get_close_matches(word, KEYS, n=3, cutoff=cutoff)
    assert CloseMatcher(KEYS).close(word, n=3, cutoff=cutoff) == expected


def test_close_finds_the_misspelt_label_first():
    assert CloseMatcher(KEYS).close("aussetzn", n=3, cutoff=0.75)[0] == "aussetzen"


def test_close_answer_is_the_same_when_asked_again():
    matcher = CloseMatcher(KEYS)
    first = matcher.close("zeitmarkn", n=2, cutoff=0.7)
    first.append("changed by the caller")  # a caller's list is its own, not the cache's
    assert matcher.close("zeitmarkn", n=2, cutoff=0.7) == difflib.get_close_matches("zeitmarkn", KEYS, n=2, cutoff=0.7)


@pytest.mark.parametrize("n, cutoff", [(0, 0.5), (3, 1.5), (3, -0.1)])
def test_close_refuses_what_difflib_refuses(n, cutoff):
    with pytest.raises(ValueError):
        CloseMatcher(KEYS).close("zeit", n=n, cutoff=cutoff)


_TEXT = st.text(alphabet="aäbeinrstz 延缓迅", max_size=9)


@settings(max_examples=300, deadline=None)
@given(keys=st.lists(_TEXT, max_size=25, unique=True), word=_TEXT, n=st.integers(1, 4), cutoff=st.floats(0.0, 1.0))
def test_close_equals_difflib_on_any_keys(keys, word, n, cutoff):
    assert CloseMatcher(keys).close(word, n=n, cutoff=cutoff) == difflib.get_close_matches(word, keys, n=n, cutoff=cutoff)
