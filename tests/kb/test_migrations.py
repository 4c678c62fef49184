import re

import pytest
import sqlite_utils

from kb.migrations import Migrations, load_all

pytestmark = pytest.mark.unit


def test_migrations_numbers_are_unique_and_increasing():
    entries = load_all().ordered()
    numbers = [e.number for e in entries]
    assert numbers == sorted(set(numbers))
    assert all(re.fullmatch(r"m\d{3}_[a-z0-9_]+", e.name) for e in entries)


def test_migrations_duplicate_number_is_refused():
    reg = Migrations()

    @reg
    def m001_create_a(db):
        pass

    with pytest.raises(ValueError, match="number 001 already used by m001_create_a"):

        @reg
        def m001_create_b(db):
            pass


def test_migrations_bad_name_is_refused():
    with pytest.raises(ValueError, match="m001_create_records"):
        Migrations()(lambda db: None)


def test_migrations_apply_twice_runs_each_once():
    reg = Migrations()
    calls = []

    @reg
    def m002_add_b(db):
        calls.append("b")

    @reg
    def m001_add_a(db):
        calls.append("a")

    db = sqlite_utils.Database(memory=True)
    assert reg.apply(db) == ["m001_add_a", "m002_add_b"]
    assert reg.apply(db) == []
    assert calls == ["a", "b"] and reg.pending(db) == []
