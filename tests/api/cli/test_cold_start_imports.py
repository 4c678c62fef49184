"""What a cold read-only command loads: `judgedesk card` neither numpy, the rules engine
(its checks come from the cached links) nor pydantic, and a lexical German question neither the Chinese
segmenter, torch nor spaCy (German words are split by our own tokenizer). Start-up time
itself is measured in bench/search.py, not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from api.cli._startup import command_of

pytestmark = pytest.mark.integration
REPO = Path(__file__).resolve().parents[3]
PROBE = """
import json, sys
sys.argv = ["judgedesk"] + json.loads(sys.argv[1])
from api.cli import main
try:
    main()
except SystemExit as e:
    code = e.code
print(json.dumps({m: m in sys.modules for m in ("numpy", "kb.engine", "jieba", "torch", "faiss", "spacy", "pydantic")}))
"""


def _loaded(kb_path: Path, args: list[str]) -> tuple[str, dict[str, bool]]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "JUDGEDESK_DB": str(kb_path), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(args)], capture_output=True, text=True, env=env, cwd=REPO, check=True
    ).stdout
    *printed, modules = out.strip().splitlines()
    return "\n".join(printed), json.loads(modules)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Amy Pond", "suspend-what-suspended-means"),  # the checks backing its rulings are still shown
        ("Ace's Baseball Bat", "Aces Baseballschläger"),  # an English name: read through the termbase's card names
    ],
)
def test_card_loads_neither_numpy_nor_the_rules_engine_nor_pydantic(corpus_kb_path, name, shown):
    printed, loaded = _loaded(corpus_kb_path, ["card", name])
    assert shown in printed
    # pydantic (the typed results of search and the rule view) costs a cold card ~80 ms
    assert not loaded["numpy"] and not loaded["kb.engine"] and not loaded["pydantic"]


def test_lexical_german_question_loads_neither_jieba_torch_nor_spacy(corpus_kb_path):
    printed, loaded = _loaded(
        corpus_kb_path,
        ["ask", "--mode", "lexical", "--limit", "3", "Wird Aussetzen neutralisiert, wenn die Zeitmarke entfernt wird?"],
    )
    assert "who-release-notes.de.txt" in printed or "tsp-faq.zh.txt" in printed
    assert not loaded["jieba"] and not loaded["torch"] and not loaded["faiss"] and not loaded["spacy"]


@pytest.mark.parametrize(
    "argv, command",
    [
        (["card", "Amy Pond"], "card"),
        (["--db", "var/x.db", "ask", "q"], "ask"),
        (["--db", "card"], None),  # "card" is the --db value here, not a command
        (["--help"], None),
    ],
)
def test_command_of_skips_options_and_their_values(argv, command):
    assert command_of(argv) == command
