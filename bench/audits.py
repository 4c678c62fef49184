"""The two-reader blind audits (data/rules/reviews/audit-s32.md, audit-s33.md, audit-s33w.md,
audit-s35.md, audit-s36.md, audit-s37.md, audit-s38.md, and the census audit-s39.md), scored on
the knowledge base as built: the links a judge is shown (the rules a ruling rests on and, after
them, its reviewer's further ``also`` rule), the rules it rests on alone (role ``key``: what was
shown before stop 36), and the linker alone (no review at all: what a document nobody has
reviewed gets), each against the rules both blind readers name (the consensus keys) and against
each reader alone.

The readers never saw judgedesk's links, the linker or the reviews, and until stop 41 no cue row
or pattern was written from their readings, so the linker-alone rows were held-out figures for
the linker. Stop 41 wrote cue rows from the misses of two thirds of these rulings; since then
only the held-out third (``linker_split_rows``) measures the linker on rulings it was not
written from, and the per-audit linker-alone rows mix both parts. The shown rows after an
audit's corrections are not held-out either (its missed keys became errata)."""

from __future__ import annotations

import csv
import importlib.util
import json
import re
import sys
import tempfile
from pathlib import Path
from types import ModuleType

from bench.crosscheck import check_frozen
from kb.export import export_records
from kb.rules.build import derive_all
from kb.rules.data import DATA_DIR
from kb.rules.reviewed import Reviews

REVIEWS = DATA_DIR / "reviews"
# audit -> what it drew (the two-reader audits; the single-reader ones of stops 26-31 are in their files)
TWO_READER_AUDITS = (
    ("s32", "stop 32: 30 rulings of each document"),
    ("s33", "stop 33: 30 rulings of tsp-faq-zh"),
    ("s33w", "stop 33: 30 rulings of who-notes-de"),
    ("s35", "stop 35: 30 rulings of each document"),
    ("s36", "stop 36: 30 rulings of each document"),
    ("s37", "stop 37: 30 rulings of each document"),
    ("s38", "stop 38: 30 rulings of each document"),
    ("s39", "stop 39: census of the 238 rulings no earlier audit read"),
)


READERS = (("both", "judgedesk vs both (consensus keys)"), ("a", "judgedesk vs reader a"), ("b", "judgedesk vs reader b"))
HEADERS = ["audit", "sample", "links", "against", "precision", "key-rule recall", "basis", "status"]


def audit_script(script: Path) -> ModuleType:
    """An audit's scoring script (``audit-sNN-score.py``, not an importable name) as a module,
    with its folder on the path for the ``audit_scoring`` it imports."""
    sys.path.insert(0, str(script.parent))
    try:
        spec = importlib.util.spec_from_file_location(script.stem.replace("-", "_"), script)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(script.parent))


def _sample(audit: str) -> set[str]:
    with (REVIEWS / f"audit-{audit}-sample.csv").open(encoding="utf-8", newline="") as fh:
        return {row["record_id"] for row in csv.DictReader(fh)}


def _write(rulings: list[dict], folder: Path, name: str) -> str:
    path = folder / name
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rulings), encoding="utf-8")
    return str(path)


# "0.978 (44/45)", "n/a" or "28/28": one figure of audit_scoring.figures
FIGURE = re.compile(r"\d\.\d{3} \(\d+/\d+\)|n/a|\d+/\d+")


def linker_alone(db, rulings: list[dict], ids: set[str]) -> list[dict]:
    """The exported rulings of ``ids`` with what the linker reads from their words, no review
    applied (what a document nobody has reviewed gets)."""
    links, _, _ = derive_all(db, Reviews([]), only=ids)
    linked: dict[str, list[str]] = {}
    for link in links:
        linked.setdefault(link["record_id"], []).append(link["rule"])
    return [{**r, "rules": [{"number": n} for n in linked.get(r["id"], [])]} for r in rulings if r["id"] in ids]


def rests_on(rulings: list[dict]) -> list[dict]:
    """The exported rulings with only the rules they rest on (role ``key``), their reviewer's
    further ``also`` rule left out: what was shown before stop 36, and what the audits recorded
    before it measured."""
    return [{**r, "rules": [x for x in r.get("rules") or [] if x.get("role", "key") == "key"]} for r in rulings]


def audit_rows(db) -> list[list[object]]:
    """One row per audit, system (as shown / rests on / linker alone) and reader (both / a / b)."""
    rulings = list(export_records(db, "ruling"))
    rows: list[list[object]] = []
    with tempfile.TemporaryDirectory() as tmp:
        shown = _write(rulings, Path(tmp), "shown.jsonl")
        keys = _write(rests_on(rulings), Path(tmp), "keys.jsonl")
        for audit, drawn in TWO_READER_AUDITS:
            alone_path = _write(linker_alone(db, rulings, _sample(audit)), Path(tmp), f"linker-{audit}.jsonl")
            scorer = audit_script(REVIEWS / f"audit-{audit}-score.py")
            for system, export in (("as shown", shown), ("rests on", keys), ("linker alone", alone_path)):
                result = scorer.main(export)
                for reader, key in READERS:
                    # "precision 0.978 (44/45), key-rule recall 1.000 (37/37), basis 28/28, status 28/28"
                    figures = FIGURE.findall(result[key]["all"])
                    rows.append([audit, drawn, system, reader, *figures])
    return rows


# Stop 41's linker work: the two-reader audits' rulings split per document (seed in the script),
# two thirds read for cue rows, one third frozen before any of its misses was read.
LINKER_SPLIT = REVIEWS / "linker-split-s41.csv"
SPLIT_HEADERS = ["part", "rulings", "against", "precision", "key-rule recall", "basis"]


def linker_split_rows(db, parts: tuple[str, ...] = ("dev", "heldout")) -> list[list[object]]:
    """The linker alone (no review) on the dev and the held-out part of ``LINKER_SPLIT``, against
    the rules both blind readers name and each reader. The split is checked against its sha256."""
    check_frozen(LINKER_SPLIT, LINKER_SPLIT.with_suffix(".sha256"))
    with LINKER_SPLIT.open(encoding="utf-8", newline="") as fh:
        split = list(csv.DictReader(fh))
    scoring = audit_script(REVIEWS / "audit_scoring.py")
    readings: dict[str, list[dict[str, str]]] = {"a": [], "b": []}
    for audit, _ in TWO_READER_AUDITS:
        readers = audit_script(REVIEWS / f"audit-{audit}-score.py").READERS
        for reader, rows in readings.items():
            rows.extend(scoring.read_rows(readers[reader]))
    rulings = list(export_records(db, "ruling"))
    out: list[list[object]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for part in parts:
            ids = {r["record_id"] for r in split if r["part"] == part}
            export = _write(linker_alone(db, rulings, ids), Path(tmp), f"linker-{part}.jsonl")
            a, b = ([r for r in readings[x] if r["record_id"] in ids] for x in ("a", "b"))
            for reader, blind in (("both", scoring.union_reading(a, b)), ("a", a), ("b", b)):
                figures = scoring.figures(scoring.score(export, blind)[0])["all"]
                out.append([part, len(ids), reader, *FIGURE.findall(figures)[:3]])
    return out
