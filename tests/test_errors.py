"""One error model: every library error carries what, field, allowed and close matches; the
library decides no exit code and no HTTP status (the CLI and the API adapters do, as documented);
an unknown rule number is one class wherever it is looked up."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import api
import ingest
import kb
from api.cli._common import exit_code_for
from api.errors import status_for
from ingest.errors import AccountingError, JudgedeskError, ManifestError, ParseError, SourceChanged, UnknownDocKind
from kb.checks.errors import CheckNotFound, DuplicateCheckId, ScenarioError
from kb.checks.limits import ScenarioLimitExceeded
from kb.checks.sandbox import ChecksBusy, WorkerFailed
from kb.engine.errors import CardDefinitionError, IllegalAction, InvalidChoice, UnknownReference
from kb.errors import (
    CardNotFound,
    InvalidLineRange,
    InvalidQuery,
    KnowledgeBaseInUse,
    KnowledgeBaseMissing,
    KnowledgeBaseUnusable,
    KnowledgeBaseUnwritable,
    RuleNotFound,
    SourceNotFound,
)
from kb.rules.data import RulesDataError
from kb.termbase.model import TermbaseDataError, TermNotFound

pytestmark = pytest.mark.unit


def _all_error_classes() -> list[type[JudgedeskError]]:
    for package in (ingest, kb, api):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not info.name.endswith(("__main__", ".worker")):
                importlib.import_module(info.name)
    found, todo = [], [JudgedeskError]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return found


@pytest.mark.parametrize("cls", _all_error_classes(), ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_errors_no_library_error_decides_an_exit_code_or_an_http_status(cls):
    declared = {
        name
        for klass in cls.__mro__
        if klass.__module__.split(".")[0] in ("kb", "ingest")
        for name in vars(klass)
        if name in ("exit_code", "http_status")
    }
    assert not declared, f"{cls.__name__} declares {declared}: the CLI and the API decide those"


@pytest.mark.parametrize(
    "error, what, field, allowed, close",
    [
        (CardNotFound("Sternenwall", ["Sternenwal"]), "card", None, [], ["Sternenwal"]),
        (RuleNotFound("702.62z", ["702.62a"]), "rule", None, [], ["702.62a"]),
        (
            ScenarioError("x.yaml", "actions[2].cast.alt", "unknown", ["flashback", "madness"]),
            "scenario",
            "actions[2].cast.alt",
            ["flashback", "madness"],
            [],
        ),
        (UnknownReference("card", "Bolt", ["Lightning Bolt"]), "card", None, [], ["Lightning Bolt"]),
        (
            CardDefinitionError("cards.Bolt.types", "bad type", ["Instant"]),
            "card definition",
            "cards.Bolt.types",
            ["Instant"],
            [],
        ),
        (InvalidChoice("A", "target", "X", ["B", "Bolt"]), "choice", "target", ["B", "Bolt"], []),
        (ParseError("notes.txt", 12, "a card name"), "document", "notes.txt:12", [], []),
        (InvalidQuery("the question is empty (q)", field="q"), "question", "q", [], []),
    ],
)
def test_errors_carry_what_field_allowed_and_close_matches(error, what, field, allowed, close):
    assert (error.what, error.field, error.allowed, error.close_matches) == (what, field, allowed, close)


def test_errors_unknown_manifest_field_names_the_field_and_the_allowed_ones(tmp_path):
    from ingest.manifest import MANIFEST_NAME, load_manifest

    path = tmp_path / MANIFEST_NAME
    path.write_text(
        '[[document]]\nid = "a"\nfile = "a.txt"\nlang = "de"\nkind = "faq"\ntitle = "t"\n'
        'era = "2006"\nsha256 = "0"\ncolour = "red"\n',
        encoding="utf-8",
    )
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    assert info.value.field == "colour" and "title" in info.value.allowed


def test_errors_one_rule_not_found_class_for_the_rule_index_and_the_engine():
    import kb.engine.errors
    import kb.rules
    from kb.engine.registry import RuleSet
    from kb.rules.lookup import normalize_number

    assert kb.engine.errors.RuleNotFound is kb.rules.RuleNotFound is RuleNotFound
    with pytest.raises(RuleNotFound) as engine:
        RuleSet.without(["702.999"])
    with pytest.raises(RuleNotFound) as index:
        normalize_number("702.62z")
    assert "no engine rule named '702.999'" in str(engine.value) and "no rule named '702.62z'" in str(index.value)


@pytest.mark.parametrize(
    "error, code",
    [
        (CardNotFound("x"), 1),
        (TermNotFound("x"), 1),
        (CheckNotFound("x"), 1),
        (RuleNotFound("1"), 1),
        (UnknownReference("card", "x"), 1),
        (SourceNotFound("x"), 1),
        (InvalidQuery("x"), 2),
        (ScenarioError("f", "id", "x"), 2),
        (DuplicateCheckId("x"), 2),
        (UnknownDocKind("x"), 2),
        (IllegalAction("x"), 2),
        (JudgedeskError("x"), 2),
        (ManifestError("x"), 3),
        (SourceChanged("x"), 3),
        (ParseError("f", 1, "x"), 3),
        (AccountingError("x"), 3),
        (RulesDataError("x"), 3),
        (TermbaseDataError("x"), 3),
        (KnowledgeBaseInUse("db", []), 3),
        (KnowledgeBaseUnwritable("var", "read-only"), 3),
        (KnowledgeBaseMissing("x"), 4),
        (KnowledgeBaseUnusable("db", "is truncated"), 4),
    ],
)
def test_errors_cli_exit_codes_are_the_documented_ones(error, code):
    assert exit_code_for(error) == code


@pytest.mark.parametrize(
    "error, status",
    [
        (CardNotFound("x"), 404),
        (CheckNotFound("x"), 404),
        (RuleNotFound("1"), 404),
        (InvalidQuery("x"), 400),
        (InvalidLineRange("x"), 400),
        (ScenarioError("f", "id", "x"), 400),
        (ScenarioLimitExceeded("f", "id", "max_cards", "too many"), 422),
        (KnowledgeBaseMissing("x"), 503),
        (KnowledgeBaseUnusable("db", "is truncated"), 503),
        (ChecksBusy(2), 503),
        (WorkerFailed("x"), 503),
        (JudgedeskError("x"), 500),
    ],
)
def test_errors_http_statuses_are_the_documented_ones(error, status):
    assert status_for(error) == status
