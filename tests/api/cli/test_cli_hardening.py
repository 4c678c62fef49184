"""CLI output contracts under errors: ``ingest --json`` prints its errors as JSON (with the
exit code), ``ask --batch`` without ``--json`` prints text as its help says."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


def _unwritable(tmp_path: Path) -> Path:
    if os.geteuid() == 0:  # root writes through file modes; sysfs refuses new files even to root
        return Path("/sys/judgedesk-test")
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


@pytest.mark.parametrize("case", ["unwritable", "no-manifest"])
def test_ingest_json_prints_errors_as_json_with_the_exit_code(tmp_path, case):
    if case == "unwritable":
        args = ["--db", str(_unwritable(tmp_path) / "kb.db"), "ingest", "--json", "--no-vectors"]
        code = "knowledge_base_unwritable"
    else:
        args = ["--db", str(tmp_path / "kb.db"), "ingest", "--json", "--no-vectors", "--sources", str(tmp_path)]
        code = "source_missing"
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 3
    error = json.loads(result.stdout)["error"]
    assert error["code"] == code and error["exit_code"] == 3 and error["message"]


def test_ask_batch_without_json_prints_text_in_input_order(corpus_kb_path):
    questions = ["Aussetzen Zeitmarke", "延缓 被反击"]
    result = CliRunner().invoke(
        cli,
        ["--db", str(corpus_kb_path), "ask", "--batch", "-", "--mode", "lexical", "--limit", "1"],
        input="\n".join(questions) + "\n",
    )
    assert result.exit_code == 0, result.output
    headers = [line for line in result.output.splitlines() if "; mode lexical]" in line]
    assert [h.split("  [")[0] for h in headers] == questions
    assert not result.output.lstrip().startswith("{")
