"""Cautions (data/rules/cautions.csv, kb/rules/cautions.py): a ruling wrong in part when printed
stays ``current`` (no rules change is behind it) and shows, wherever a judge looks, which part
does not hold and the rule that says so; a bad row stops the build naming its line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kb.rules.cautions import load_cautions
from kb.rules.data import RulesDataError

HEADER = "record_id,rule,note,source\n"
# the release notes print "(es sei denn, die Karte hat Fusion)" under cascade twice
FUSE_ASIDE = ("who-notes-de:ruling:1108-1108", "who-notes-de:ruling:1403-1403")


def _cautions(tmp_path: Path, *rows: str) -> Path:
    path = tmp_path / "cautions.csv"
    path.write_text(HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.mark.unit
@pytest.mark.parametrize(
    "rows, message",
    [
        (["x:ruling:1-1,702.999z,note,src"], r"cautions.csv:2: rule 702.999z not in data/rules/cr-rules.csv"),
        (["x:ruling:1-1,702.102a,,src"], r"cautions.csv:2: field 'note' is empty"),
        (
            ["x:ruling:1-1,702.102a,note,src", "x:ruling:1-1,702.102a,again,src"],
            r"cautions.csv:3: a second caution for x:ruling:1-1",
        ),
    ],
)
def test_a_bad_caution_row_is_an_error_naming_its_line(tmp_path, rows, message):
    with pytest.raises(RulesDataError, match=message):
        load_cautions(_cautions(tmp_path, *rows))


@pytest.mark.unit
def test_the_bundled_cautions_name_the_fuse_aside_and_the_rule_that_contradicts_it():
    cautions = load_cautions()
    assert set(FUSE_ASIDE) <= set(cautions)
    assert all(cautions[r].rule == "702.102a" and "Fusion" in cautions[r].note for r in FUSE_ASIDE)


@pytest.mark.integration
def test_the_export_and_the_card_view_show_the_caution_and_keep_the_ruling_current(corpus_kb, corpus_kb_path):
    from api.cli import cli
    from kb.export import export_records

    rulings = {r["id"]: r for r in export_records(corpus_kb, "ruling")}
    for rid in FUSE_ASIDE:
        assert rulings[rid]["status"] == "current"
        assert rulings[rid]["caution"]["rule"] == "702.102a"
    assert sum(r["caution"] is not None for r in rulings.values()) == len(load_cautions())

    runner = CliRunner()
    text = runner.invoke(cli, ["--db", str(corpus_kb_path), "card", "In den Zeit-Vortex"], catch_exceptions=False).output
    assert "CAUTION (CR 702.102a)" in " ".join(text.split())
    shown = json.loads(
        runner.invoke(cli, ["--db", str(corpus_kb_path), "card", "In den Zeit-Vortex", "--json"], catch_exceptions=False).output
    )
    printed = json.dumps(shown, ensure_ascii=False)
    assert '"caution": {"rule": "702.102a"' in printed
    # a ruling without one shows no caution field at all
    other = json.loads(
        runner.invoke(cli, ["--db", str(corpus_kb_path), "card", "Bill Potts", "--json"], catch_exceptions=False).output
    )
    assert '"caution"' not in json.dumps(other)


@pytest.mark.integration
def test_a_search_answer_carries_the_caution(corpus_kb_path):
    from kb.search import Searcher

    answer = Searcher(corpus_kb_path).ask("In den Zeit-Vortex geteilte Karte", mode="lexical", limit=10)
    cautioned = [r for r in answer.results if r.id in FUSE_ASIDE]
    assert cautioned and all(r.caution is not None and r.caution.rule == "702.102a" for r in cautioned)
    others = [r.model_dump() for r in answer.results if r.id not in FUSE_ASIDE]
    assert others and all("caution" not in d for d in others)
