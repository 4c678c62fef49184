"""Ingestion time of the bundled corpus and of a synthetic corpus of N renamed copies.

The baseline is the bundled corpus, measured in the same run; linear growth means the
N-copy build takes about N times as long (ratio column ≈ N)."""
from __future__ import annotations

import hashlib
import shutil
import tempfile
import time
import tomllib
from pathlib import Path

from bench._table import print_table
from ingest.manifest import DEFAULT_SOURCES, load_manifest

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


def _time_build(sources: Path, work: Path) -> float:
    from kb.build import build_knowledge_base

    start = time.perf_counter()
    build_knowledge_base(work / "kb.db", sources, with_vectors=False)
    return time.perf_counter() - start


def main() -> None:
    base_lines = sum(len((DEFAULT_SOURCES / m.file).read_bytes().split(b"\n")) for m in load_manifest())
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        _time_build(DEFAULT_SOURCES, tmp / "warm")  # imports and caches, not measured
        base = min(_time_build(DEFAULT_SOURCES, tmp / f"one{i}") for i in range(3))
        big_lines = synthetic_corpus(tmp / "synthetic", COPIES)
        big = _time_build(tmp / "synthetic", tmp / "big")
    print_table(
        f"ingest (parse + accounting + knowledge base, no vectors); baseline = bundled corpus",
        ["corpus", "documents", "lines", "seconds", "lines/s", "time ratio"],
        [["bundled (baseline)", len(load_manifest()), base_lines, base, base_lines / base, "1.0×"],
         [f"{COPIES} renamed copies", COPIES * len(load_manifest()), big_lines, big, big_lines / big,
          f"{big / base:.1f}× (linear: {COPIES}×)"]],
    )
