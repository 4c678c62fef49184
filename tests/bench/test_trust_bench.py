"""``python -m bench trust`` is registered and measures every trust figure from a knowledge
base: the three gold parts of the rule links, both status splits, the three pair files, and
the checks behind rulings and top answers — numbers between 0 and 1, none copied."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def test_trust_benchmark_prints_every_figure_from_the_knowledge_base(monkeypatch, capsys, corpus_kb_path):
    import bench.trust
    from bench.__main__ import BENCHMARKS

    assert BENCHMARKS["trust"] == "bench.trust"
    monkeypatch.setenv("JUDGEDESK_DB", str(corpus_kb_path))
    bench.trust.main()
    out = capsys.readouterr().out
    for title in (
        "Rule links against the gold set",
        "Status against the review",
        "Cross-check pairs against the annotated pairs",
        "The linker alone on the two-reader audits' rulings, split at stop 41",
        "The linker on documents nobody tuned it to",
        "Checks behind rulings and answers",
    ):
        assert title in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.split()}
    for part in ("dev", "heldout", "heldout2"):
        assert part in rows
    assert "top answers with a check: held-out questions" in out
    # pairs: the aligner measured without the reviewed pairs, and what a judge is shown
    pairs = out.split("Cross-check pairs against the annotated pairs")[1].split("Checks behind rulings")[0]
    assert "aligner alone" in pairs and "as shown" in pairs
    # every glossary term and rulebook passage is reviewed (ruletexts-a): none is read from its words
    texts = out.split("Where the rule links of the rule texts")[1].split("Status against the review")[0]
    counted = {line.split()[0]: line for line in texts.splitlines() if line.split()}
    assert "read" in counted and counted["read"].split()[-2] == "0", texts


def test_the_two_reader_audits_score_what_is_shown_and_the_linker_alone(corpus_kb):
    from bench.audits import REVIEWS, TWO_READER_AUDITS, audit_rows

    rows = audit_rows(corpus_kb)
    assert {r[0] for r in rows} == {audit for audit, _ in TWO_READER_AUDITS}
    assert len(rows) == len(TWO_READER_AUDITS) * 3 * 3  # three systems, three readings each
    recall = {(r[0], r[2], r[3]): float(r[5].split()[0]) for r in rows}
    links = {(r[0], r[2], r[3]): int(r[4].split("/")[1].rstrip(")")) for r in rows}
    for audit, _ in TWO_READER_AUDITS:
        for reader in ("both", "a", "b"):
            # the also links add rules after the keys: never fewer keys found, more links shown
            assert recall[audit, "as shown", reader] >= recall[audit, "rests on", reader]
            assert links[audit, "as shown", reader] > links[audit, "rests on", reader]
        # the linker without the reviews finds about half of the keys (what a document nobody
        # reviewed gets); after an audit's corrections (its comparison written) every key both
        # readers name is shown
        assert recall[audit, "linker alone", "both"] < recall[audit, "rests on", "both"]
        if (REVIEWS / f"audit-{audit}.md").is_file():
            assert recall[audit, "rests on", "both"] >= 0.97


def test_the_linker_alone_is_scored_on_a_held_out_third_frozen_before_its_cue_rows(corpus_kb, tmp_path, monkeypatch):
    import bench.audits as audits
    from kb.errors import SourceChanged

    rows = {(r[0], r[2]): r for r in audits.linker_split_rows(corpus_kb)}
    assert set(rows) == {(part, reader) for part in ("dev", "heldout") for reader in ("both", "a", "b")}
    assert rows["dev", "both"][1] == 400 and rows["heldout", "both"][1] == 198
    figure = {key: (float(r[3].split()[0]), float(r[4].split()[0])) for key, r in rows.items()}
    # scored once at stop 41: 0.906 / 0.688 against the keys both readers name (docs/guide/trust.md)
    precision, recall = figure["heldout", "both"]
    assert precision >= 0.88 and recall >= 0.66, rows["heldout", "both"]
    # the split is frozen: a ruling moved from one part to the other is refused, naming the file
    moved = audits.LINKER_SPLIT.read_bytes().replace(b",heldout\n", b",dev\n", 1)
    (tmp_path / "linker-split-s41.csv").write_bytes(moved)
    (tmp_path / "linker-split-s41.sha256").write_bytes(audits.LINKER_SPLIT.with_suffix(".sha256").read_bytes())
    monkeypatch.setattr(audits, "LINKER_SPLIT", tmp_path / "linker-split-s41.csv")
    with pytest.raises(SourceChanged, match="linker-split-s41.csv"):
        audits.linker_split_rows(corpus_kb)
