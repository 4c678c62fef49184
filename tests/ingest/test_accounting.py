"""Line accounting: every non-blank line belongs to exactly one record."""

from pathlib import Path

import pytest

from ingest.accounting import account, require_complete
from ingest.document import Document
from ingest.errors import AccountingError
from ingest.manifest import DocKind, SourceMeta
from ingest.records import Boilerplate, BoilerplateName, Card

pytestmark = pytest.mark.unit

META = SourceMeta(id="t", file="t.txt", lang="de", kind=DocKind.RELEASE_NOTES, title="T", era="2023", sha256="0" * 64)


def _doc(lines):
    return Document(meta=META, path=Path("t.txt"), lines=lines)


def test_account_blank_lines_inside_a_record_need_no_owner():
    doc = _doc(["Titel", "", "Karte", "", "{1}"])
    recs = [doc.record(Boilerplate, 1, 1, name=BoilerplateName.PREAMBLE), doc.record(Card, 3, 5, name="Karte")]
    acc = account(doc, recs)
    assert acc.ok and acc.unaccounted == [] and acc.lines_by_kind == {"boilerplate": 1, "card": 2}
    require_complete(acc)


def test_account_unowned_line_is_reported_and_refused():
    doc = _doc(["Titel", "verloren", "Karte"])
    acc = account(doc, [doc.record(Boilerplate, 1, 1, name=BoilerplateName.PREAMBLE), doc.record(Card, 3, 3, name="Karte")])
    assert acc.unaccounted == [2]
    with pytest.raises(AccountingError, match=r"t\.txt: 1 unaccounted line\(s\), first \[2\]"):
        require_complete(acc)


def test_account_line_owned_twice_is_refused_naming_both_records():
    doc = _doc(["Karte", "{1}"])
    acc = account(doc, [doc.record(Card, 1, 2, name="Karte"), doc.record(Boilerplate, 2, 2, name=BoilerplateName.FOOTER)])
    assert list(acc.overlaps) == [2]
    with pytest.raises(AccountingError, match="owned twice.*t:card:1-2.*t:boilerplate:2-2"):
        require_complete(acc)


def test_record_text_defaults_to_joined_lines_in_the_document_language():
    doc = _doc(["Verdecke eine Kreatur. Sie ist eine 2/2", " Cyberman-", "Artefaktkreatur."])
    card = doc.record(Card, 1, 3, name="x")
    assert card.text == "Verdecke eine Kreatur. Sie ist eine 2/2 Cyberman-Artefaktkreatur."
    assert card.id == "t:card:1-3" and card.lines == (1, 3) and card.date is None
