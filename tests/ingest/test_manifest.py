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


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            'kind = "faq"',
            'kind = "novel"',
            "unknown document kind 'novel'; allowed: release-notes, faq, glossary, rulebook-chapter",
        ),
        ('lang = "zh"\n', "", "field 'lang' is missing"),
        ('date = "2006-08-18"', 'date = "18.08.2006"', "date '18.08.2006' must be YYYY-MM-DD"),
        ('id = "tsp-faq-zh"', 'id = "who-notes-de"', "duplicate id 'who-notes-de'"),
        ('era = "2006"', 'era = "2006"\nauthor = "x"', "unknown field(s) ['author']"),
    ],
)
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


_MADE_UP = Path(__file__).parent / "fixtures" / "made_up"
# One made-up document per kind: (fixture, language, kind, record kinds it must yield).
_MADE_UP_DOCS = [
    ("release-notes.de.txt", "de", "release-notes", {"card", "ruling", "mechanic"}),
    ("faq.zh.txt", "zh", "faq", {"card", "ruling", "mechanic"}),
    ("glossary.de.txt", "de", "glossary", {"term"}),
    ("rulebook-chapter.de.txt", "de", "rulebook-chapter", {"passage"}),
]


@pytest.mark.integration
def test_manifest_entries_alone_add_a_made_up_document_of_each_kind_to_the_corpus(sources_copy):
    from ingest.pipeline import parse_corpus

    entries = []
    for i, (fixture, lang, kind, _) in enumerate(_MADE_UP_DOCS):
        data = (_MADE_UP / fixture).read_bytes()
        name = f"made-up-{i}.{fixture}"
        (sources_copy / name).write_bytes(data)
        entries.append(
            f'\n[[document]]\nid = "made-up-{i}"\nfile = "{name}"\nlang = "{lang}"\nkind = "{kind}"\n'
            f'title = "Made up {kind}"\nera = "2023"\nsha256 = "{sha256_of(sources_copy / name)}"\n'
        )
    with (sources_copy / "manifest.toml").open("a", encoding="utf-8") as manifest:
        manifest.write("".join(entries))

    parsed = {p.meta.id: p for p in parse_corpus(sources_copy)}
    assert len(parsed) == 5 + len(_MADE_UP_DOCS)
    for doc in parsed.values():
        assert doc.accounting.ok and not doc.accounting.unaccounted, doc.meta.id
    for i, (_, _, _, kinds) in enumerate(_MADE_UP_DOCS):
        got = {r.kind.value for r in parsed[f"made-up-{i}"].records[1:]}
        assert kinds <= got, f"made-up-{i}: {sorted(got)}"
