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
