"""The rule-link gold set (data/eval/rule-links/): per sampled ruling, the rule(s) it rests on
(``key_rules``) and the numbers a careful judge also accepts (``acceptable_rules``), read from
the CR by annotators who did not see judgedesk's links (see its README).

The held-out parts (``heldout.csv`` and on, any ``heldout*``) are frozen: each must have its
``<part>.csv.sha256`` beside it and match it before it is read, and corrections found later
(``<part>-errata.csv``) are applied on reading. Read by the scorer (kb.rules.evaluate) and, for
the parts already scored, by the linker as reviewed links (kb.rules.reviewed)."""

from __future__ import annotations

import csv
import hashlib
from dataclasses import dataclass
from pathlib import Path

from kb.errors import JudgedeskError

GOLD_DIR = Path(__file__).resolve().parents[2] / "data" / "eval" / "rule-links"


class GoldSetError(JudgedeskError, ValueError):
    """The gold file is missing, malformed or no longer the frozen one."""

    what = "gold set"


@dataclass(frozen=True)
class GoldRuling:
    record_id: str
    key: frozenset[str]
    acceptable: frozenset[str]
    status: str
    klass: str
    line: int = 0  # the row's line in its file (provenance of a reviewed link)
    excerpt: str = ""  # the ruling's first words as the reader saw them
    further: tuple[str, ...] = ()  # the acceptable rules in the order the reader wrote them


def load_gold(name: str, gold_dir: Path = GOLD_DIR) -> list[GoldRuling]:
    """``dev`` or a held-out part (``heldout``, ``heldout2``, …); a held-out file must match its frozen sha256."""
    path = gold_dir / f"{name}.csv"
    if not path.is_file():
        raise GoldSetError(f"{path}: gold file missing")
    frozen = path.with_name(path.name + ".sha256")
    if name.startswith("heldout") and not frozen.is_file():
        # without its checksum a held-out part could be edited after scoring unnoticed
        raise GoldSetError(f"{path}: held-out part has no {frozen.name}")
    if frozen.is_file():
        want = frozen.read_text(encoding="utf-8").split()[0]
        have = hashlib.sha256(path.read_bytes()).hexdigest()
        if want != have:
            raise GoldSetError(f"{path}: sha256 {have} differs from the frozen {want} ({frozen.name})")
    corrections = _errata(path.with_name(f"{name}-errata.csv"))
    out = []
    with path.open(encoding="utf-8", newline="") as fh:
        for line, row in enumerate(csv.DictReader(fh), start=2):
            if not row.get("record_id"):
                raise GoldSetError(f"{path}:{line}: record_id is empty")
            for column, (frozen_value, corrected) in corrections.get(row["record_id"], {}).items():
                row[column] = row.get(column, "").replace(frozen_value, corrected)
            out.append(
                GoldRuling(
                    row["record_id"],
                    _numbers(row.get("key_rules")),
                    _numbers(row.get("acceptable_rules")),
                    row.get("status") or "",
                    row.get("class") or "",
                    line,
                    row.get("text_excerpt") or "",
                    _ordered_numbers(row.get("acceptable_rules")),
                )
            )
    return out


def _errata(path: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """Corrections found after a part was frozen (``<name>-errata.csv``: record_id, column,
    frozen_value, corrected_value, reason): applied on reading, so the frozen file and its
    hash stay as committed."""
    if not path.is_file():
        return {}
    out: dict[str, dict[str, tuple[str, str]]] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            if row["column"] in ("key_rules", "acceptable_rules"):
                out.setdefault(row["record_id"], {})[row["column"]] = (row["frozen_value"], row["corrected_value"])
    return out


def _numbers(cell: str | None) -> frozenset[str]:
    return frozenset(_ordered_numbers(cell))


def _ordered_numbers(cell: str | None) -> tuple[str, ...]:
    return tuple(dict.fromkeys(n.strip() for n in (cell or "").replace(",", "|").split("|") if n.strip()))
