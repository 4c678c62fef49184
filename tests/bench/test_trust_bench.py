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
