"""Cautions: a ruling that was wrong in part when it was printed.

``superseded`` says a ruling's substance no longer holds because the rules changed since. A few
rulings were never right in part: the Doctor Who release notes print "(es sei denn, die Karte hat
Fusion)" under cascade, although fuse works only from the hand (702.102a) and cascade casts from
exile. No change of the rules is behind that, so the ruling stays ``current``, and the judge is
shown a caution instead: which part does not hold, the rule that says so, and who found it.

``data/rules/cautions.csv`` (record_id, rule, note, source) holds one row per such ruling; each
row is checked when read (a rule in the index, every field filled, one row per ruling)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from kb.rules.data import DATA_DIR, RulesDataError, need_field, read_rows, rule_exists
from kb.ruling_parts import Caution

CAUTIONS_CSV = DATA_DIR / "cautions.csv"
COLUMNS = ("record_id", "rule", "note", "source")


def load_cautions(path: Path = CAUTIONS_CSV) -> dict[str, Caution]:
    """record id -> its caution; no file: none."""
    if not path.is_file():
        return {}
    out: dict[str, Caution] = {}
    for line, row in read_rows(path, COLUMNS):
        record_id = need_field(path, line, row, "record_id")
        rule = need_field(path, line, row, "rule")
        if not rule_exists(rule):
            raise RulesDataError(f"{path}:{line}: rule {rule} not in data/rules/cr-rules.csv")
        if record_id in out:
            raise RulesDataError(f"{path}:{line}: a second caution for {record_id}")
        note, source = need_field(path, line, row, "note"), need_field(path, line, row, "source")
        out[record_id] = Caution(rule=rule, note=note, source=source)
    return out


@cache
def bundled_cautions() -> dict[str, Caution]:
    return load_cautions()
