"""Ingestion time of the bundled corpus and of a synthetic corpus of N renamed copies.

The baseline is the bundled corpus, measured in the same run; linear growth means the
N-copy build takes about N times as long (ratio column ≈ N)."""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import time
import tomllib
from pathlib import Path

from bench._table import print_table
from ingest.manifest import DEFAULT_SOURCES, load_manifest
from ingest.pipeline import parse_corpus
from kb.build import build_knowledge_base

COPIES = 50


def synthetic_corpus(dest: Path, copies: int) -> int:
    """Write ``copies`` renamed copies of every bundled document with their manifest; returns lines."""
    dest.mkdir(parents=True, exist_ok=True)
    entries, lines = [], 0
    data = tomllib.loads((DEFAULT_SOURCES / "manifest.toml").read_text(encoding="utf-8"))
    for i in range(copies):
        for doc in data["document"]:
            name = f"c{i:03d}-{doc['file']}"
            shutil.copyfile(DEFAULT_SOURCES / doc["file"], dest / name)
            raw = (dest / name).read_bytes()
            lines += raw.count(b"\n") + 1
            entry = dict(doc, id=f"c{i:03d}-{doc['id']}", file=name, sha256=hashlib.sha256(raw).hexdigest())
            entries.append(entry)
    (dest / "manifest.toml").write_text("".join(_toml_entry(e) for e in entries), encoding="utf-8")
    return lines


def _toml_entry(entry: dict) -> str:
    body = "".join(f'{k} = "{v}"\n' for k, v in entry.items())
    return f"[[document]]\n{body}\n"


def _time_parse(sources: Path, work: Path) -> float:
    """Ingestion proper: hash check, parsing, subject linking and line accounting of every document."""
    start = time.perf_counter()
    parse_corpus(sources)
    return time.perf_counter() - start


def _time_build(sources: Path, work: Path) -> float:
    """The whole ``judgedesk ingest`` without vectors: parsing plus termbase, rule links, search index."""
    start = time.perf_counter()
    build_knowledge_base(work / "kb.db", sources, with_vectors=False)
    return time.perf_counter() - start


def _rows(timer, tmp: Path, synthetic: Path, copies: int, base_lines: int, big_lines: int, documents: int) -> list:
    timer(DEFAULT_SOURCES, _fresh(tmp / "warm"))  # imports and caches, not measured
    base = min(timer(DEFAULT_SOURCES, _fresh(tmp / f"one{i}")) for i in range(3))
    big = timer(synthetic, _fresh(tmp / "big"))
    return [
        ["bundled (baseline)", documents, base_lines, base, base_lines / base, "1.0×"],
        [
            f"{copies} renamed copies",
            copies * documents,
            big_lines,
            big,
            big_lines / big,
            f"{big / base:.1f}× (linear: {copies}×)",
        ],
    ]


def _fresh(path: Path) -> Path:
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def main() -> None:
    # JUDGEDESK_BENCH_COPIES overrides the number of copies for a quick look (the table says how many).
    copies = int(os.environ.get("JUDGEDESK_BENCH_COPIES", COPIES))
    documents = len(load_manifest())
    base_lines = sum(len((DEFAULT_SOURCES / m.file).read_bytes().split(b"\n")) for m in load_manifest())
    headers = ["corpus", "documents", "lines", "seconds", "lines/s", "time ratio"]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        big_lines = synthetic_corpus(tmp / "synthetic", copies)
        print_table(
            "ingest: parse + link + line accounting (no database); baseline = bundled corpus",
            headers,
            _rows(_time_parse, tmp, tmp / "synthetic", copies, base_lines, big_lines, documents),
        )
        print_table(
            "ingest: whole knowledge-base build, no vectors; baseline = bundled corpus",
            headers,
            _rows(_time_build, tmp, tmp / "synthetic", copies, base_lines, big_lines, documents),
        )
