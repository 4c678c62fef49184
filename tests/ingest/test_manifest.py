"""The manifest: what a document entry must say, and that sources are never edited."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from ingest.errors import ManifestError, SourceChanged, SourceMissing
from ingest.manifest import DocKind, load_manifest, sha256_of, verify_source

pytestmark = pytest.mark.unit


def test_manifest_bundled_lists_the_five_documents_with_matching_hashes():
    metas = load_manifest()
    assert [m.id for m in metas] == ["who-notes-de", "tsp-faq-zh", "glossary-de", "casting-de", "card-types-de"]
    for meta in metas:
        assert verify_source(meta).name == meta.file
    assert {m.kind for m in metas} == set(DocKind)


def _rewrite(sources: Path, old: str, new: str) -> None:
    path = sources / "manifest.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("old, new, message", [
    ('kind = "faq"', 'kind = "novel"', "unknown document kind 'novel'; allowed: release-notes, faq, glossary, rulebook-chapter"),
    ('lang = "zh"\n', '', "field 'lang' is missing"),
    ('date = "2006-08-18"', 'date = "18.08.2006"', "date '18.08.2006' must be YYYY-MM-DD"),
    ('id = "tsp-faq-zh"', 'id = "who-notes-de"', "duplicate id 'who-notes-de'"),
    ('era = "2006"', 'era = "2006"\nauthor = "x"', "unknown field(s) ['author']"),
])
def test_load_manifest_bad_entry_names_entry_and_field(sources_copy, old, new, message):
    _rewrite(sources_copy, old, new)
    with pytest.raises(ManifestError, match=re.escape(message)) as err:
        load_manifest(sources_copy)
    assert "document #2" in str(err.value)


def test_verify_source_changed_file_is_refused_naming_it(sources_copy):
    meta = next(m for m in load_manifest(sources_copy) if m.id == "glossary-de")
    path = sources_copy / meta.file
    path.write_text(path.read_text(encoding="utf-8") + "Neuer Begriff\n", encoding="utf-8")
    with pytest.raises(SourceChanged, match=r"rulebook-glossary\.de\.txt: sha256 is [0-9a-f]{64}"):
        verify_source(meta, sources_copy)


def test_verify_source_missing_file_names_it(sources_copy):
    meta = load_manifest(sources_copy)[0]
    (sources_copy / meta.file).unlink()
    with pytest.raises(SourceMissing, match="who-release-notes.de.txt"):
        verify_source(meta, sources_copy)


def test_bundled_sources_are_byte_identical_to_the_shared_corpus():
    shared = Path(__file__).resolve().parents[3] / "shared" / "corpus"
    if not shared.is_dir():
        pytest.skip("../shared/corpus is not present on this machine")
    for meta in load_manifest():
        assert sha256_of(shared / meta.file) == meta.sha256
