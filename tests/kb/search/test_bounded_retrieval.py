"""The work of one question stays bounded as the knowledge base grows: the lexical query keeps
its rarest parts within a postings budget, the concept list scores a bounded set of records,
and a repeated ruling names a bounded number of copies. On the bundled corpus no budget bites."""

from __future__ import annotations

import pytest

from kb.search.bridge import Bridge, ConceptHit, concept_ranking
from kb.search.lexical import (
    POSTINGS_BUDGET,
    bounded_expression,
    match_expression,
    term_documents,
)

pytestmark = pytest.mark.integration

# Question words of the corpus: common (karte, kreatur), rarer (aussetzen), and one no row has.
TERMS = ["karte", "kreatur", "aussetzen", "zeitmarke", "qqqnowhere"]


def _rows_matching(db, word: str) -> int:
    return db.execute("select count(*) from search_fts where search_fts match ?", [f'"{word}"']).fetchone()[0]


def test_term_documents_are_the_rows_each_word_matches(corpus_kb):
    counts = term_documents(corpus_kb, set(TERMS))
    assert "qqqnowhere" not in counts
    for word in ("karte", "kreatur", "aussetzen", "zeitmarke"):
        assert counts[word] == _rows_matching(corpus_kb, word) > 0


def test_a_knowledge_base_built_before_search_terms_counts_from_the_index(corpus_kb, corpus_kb_path, tmp_path):
    import shutil

    import sqlite_utils

    old = tmp_path / "old.db"
    shutil.copyfile(corpus_kb_path, old)
    db = sqlite_utils.Database(old)
    db.execute("drop table search_terms")
    try:
        assert term_documents(db, set(TERMS)) == term_documents(corpus_kb, set(TERMS))
    finally:
        db.close()


def test_bounded_expression_on_the_corpus_is_the_full_expression_less_unknown_words(corpus_kb):
    full = match_expression(TERMS)
    assert bounded_expression(corpus_kb, TERMS) == full.replace(' OR "qqqnowhere"', "")


def test_bounded_expression_keeps_the_rarest_parts_within_the_budget(corpus_kb):
    counts = term_documents(corpus_kb, set(TERMS))
    known = [t for t in TERMS if t in counts]
    rarest_two = sorted(known, key=counts.get)[:2]
    budget = sum(counts[t] for t in rarest_two)
    expression = bounded_expression(corpus_kb, TERMS, budget=budget)
    kept = [p.strip('"') for p in expression.split(" OR ")]
    assert sorted(kept) == sorted(rarest_two)
    assert kept == [t for t in TERMS if t in kept]  # question order, as the unbounded expression


def test_bounded_expression_keeps_the_rarest_part_even_over_the_budget(corpus_kb):
    counts = term_documents(corpus_kb, set(TERMS))
    rarest = min((t for t in TERMS if t in counts), key=counts.get)
    assert bounded_expression(corpus_kb, TERMS, budget=1) == f'"{rarest}"'


def test_a_phrase_counts_as_its_rarest_word(corpus_kb):
    counts = term_documents(corpus_kb, {"karte", "aussetzen"})
    expression = bounded_expression(corpus_kb, ["karte"], [["karte", "aussetzen"]], budget=counts["aussetzen"])
    assert expression == '"karte aussetzen"'


def test_the_budget_leaves_every_dev_question_as_it_was_on_the_corpus(lexical_searcher, monkeypatch):
    """On the corpus the default budget drops nothing: each dev question's expression (its
    terms and the termbase labels it adds) is the one an unlimited budget gives."""
    import kb.search.lexical as lexical
    from kb.search.evaluate import load_questions

    seen: list[tuple[str | None, str | None]] = []
    original = lexical.bounded_expression

    def both(db, terms, phrases=(), budget=POSTINGS_BUDGET):
        phrases = list(phrases)
        seen.append((original(db, terms, phrases, budget), original(db, terms, phrases, budget=10**9)))
        return seen[-1][0]

    monkeypatch.setattr(lexical, "bounded_expression", both)
    for q in load_questions():
        lexical_searcher.ask(q["question"], mode="lexical")
    assert len(seen) == len(load_questions())
    assert all(bounded == unlimited for bounded, unlimited in seen)


class _Tags:
    """A termbase view with hand-made tags: concept -> [(record, how)]."""

    def __init__(self, tags: dict[str, list[tuple[str, str]]]) -> None:
        self.tags = tags

    def tagged(self, concepts, limit=None):
        out = [(rid, c, how) for c in concepts for rid, how in self.tags.get(c, [])]
        return out if limit is None else out[:limit]

    def tags_of(self, record_ids, concepts):
        return [(rid, c, how) for rid in record_ids for c in concepts for r, how in self.tags.get(c, []) if r == rid]


def _bridge(*concepts: str) -> Bridge:
    return Bridge(concepts=[ConceptHit(c, c, "current", "en") for c in concepts])


TAGS = {
    "rare": [("r1", "subject"), ("r2", "mention")],
    "common": [("r2", "mention"), ("c1", "mention"), ("c2", "mention"), ("lex", "mention")],
}
FREQUENCY = {"rare": 2, "common": 4}


def test_concept_ranking_without_pressure_scores_every_tagged_record():
    ranking = concept_ranking(_bridge("common", "rare"), _Tags(TAGS), FREQUENCY, 100, {})
    # idf(rare) = ln(51), idf(common) = ln(26): r1 2*ln51, r2 ln51+ln26, then c1, c2, lex by id
    assert ranking == ["r1", "r2", "c1", "c2", "lex"]


def test_concept_ranking_over_budget_adds_common_concepts_only_to_records_found():
    ranking = concept_ranking(_bridge("common", "rare"), _Tags(TAGS), FREQUENCY, 100, {"lex": 0}, budget=3)
    # "common" no longer lists its own records: it only adds to r2 (found by "rare") and to
    # the lexical candidate "lex"; c1 and c2 are left out.
    assert ranking == ["r1", "r2", "lex"]


def test_concept_ranking_scores_a_bounded_part_of_one_huge_concept():
    tags = {"common": [(f"x{i}", "mention") for i in range(10)] + [("s", "subject")]}
    tags["common"].sort(key=lambda t: t[1] != "subject")  # the view lists subjects first
    ranking = concept_ranking(_bridge("common"), _Tags(tags), {"common": 11}, 100, {}, budget=4)
    assert ranking[0] == "s" and len(ranking) == 4


def test_stored_label_terms_are_the_live_analysis(corpus_kb, corpus_analysers):
    """The build's analysed labels (what a question adds to its query without loading every
    language's analyser) are exactly what the analysers give for each label now."""
    rows = corpus_kb.execute("select lang, label, terms from search_labels").fetchall()
    assert len(rows) > 1000 and {lang for lang, _, _ in rows} == {"de", "zh", "en"}
    assert all(corpus_analysers.analyse(label, lang) == terms.split() for lang, label, terms in rows)


def test_the_termbase_reads_a_common_concept_only_up_to_the_limit(corpus_kb):
    """A common concept tags a share of every record; the concept list of one question must
    read at most its budget of them, not the concept's whole list (which grows with the KB)."""
    from kb.search.bridge import DbTermbase

    termbase = DbTermbase(corpus_kb)
    tags = termbase._load_tags()
    concept = max(tags, key=lambda c: len(tags[c]))
    whole = list(tags[concept])
    read: list[tuple[str, str, str]] = []

    class CountingTags(list):
        def __iter__(self):
            for tag in whole:
                read.append(tag)
                yield tag

    tags[concept] = CountingTags(whole)
    assert len(whole) > 100  # the corpus's commonest concept
    assert termbase.tagged([concept], limit=20) == whole[:20]
    assert len(read) == 20
