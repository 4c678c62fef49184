"""data/checks/FORMAT.md documents the whole vocabulary the schema accepts: every action,
expectation, effect, trigger event, static ability, keyword and step."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.checks.schema import ACTIONS, EXPECTS, FORMAT
from kb.engine import effect_specs as V
from kb.engine.keyword_table import KEYWORDS
from kb.engine.steps import step_names

pytestmark = pytest.mark.unit

DOC = (Path(__file__).resolve().parents[3] / "data" / "checks" / "FORMAT.md").read_text(encoding="utf-8")

WORDS = (
    [("action", a) for a in ACTIONS]
    + [("expectation", e) for e in EXPECTS]
    + [("effect", e) for e in V.EFFECTS]
    + [("trigger", t) for t in V.TRIGGERS]
    + [("static", s) for s in V.STATICS]
    + [("keyword", k) for k in KEYWORDS]
    + [("step", s) for s in step_names()]
    + [("reference", r) for r in V.REFS]
    + [("filter", f) for f in V.FILTER_KEYS]
    + [("condition", c) for c in (*V.CONDITIONS, *V.CONDITION_FORMS)]
    + [("target kind", t) for t in V.TARGET_KINDS]
)


@pytest.mark.parametrize("what,word", WORDS, ids=[f"{w}-{x}" for w, x in WORDS])
def test_format_doc_mentions_each_schema_word(what, word):
    assert word in DOC, f"data/checks/FORMAT.md does not document the {what} {word!r}"


def test_format_doc_names_the_current_format_version():
    assert FORMAT in DOC
