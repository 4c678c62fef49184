"""The search bench's build-memory verdict counts the builds' own peak (bench._memory): memory an
earlier benchmark of the same process held and freed is not charged to them."""

from __future__ import annotations

import sys

import pytest

from bench._memory import peak_mb, reset_peak, rss_mb

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

EARLIER_MB = 400


def test_peak_after_a_reset_leaves_out_memory_freed_before_it():
    earlier = bytearray(EARLIER_MB * 1024 * 1024)  # an earlier benchmark's corpus
    earlier[::4096] = b"x" * len(earlier[::4096])  # touch every page so it is resident
    assert peak_mb() >= EARLIER_MB
    del earlier
    assert reset_peak()
    assert peak_mb() < rss_mb() + EARLIER_MB / 2


def test_peak_after_a_reset_still_counts_what_the_builds_hold():
    assert reset_peak()
    build = bytearray(EARLIER_MB * 1024 * 1024)
    build[::4096] = b"x" * len(build[::4096])
    del build  # freed: only the high-water mark still holds it
    assert peak_mb() >= EARLIER_MB
