"""Build step ``kb.search.build:build_search_index``: the full-text index of analysed text
and, when the build asks for vectors, the FAISS sidecar. Runs after the termbase (its
labels enrich the index and fill jieba's user dictionary) and the rules steps."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

import sqlite_utils

from kb.search.analysis import Analysers
from kb.search.asked import read_asked, write_asked
from kb.search.bridge import termbase_view
from kb.search.documents import dense_labels, dense_text, record_labels, searchable_records, title_of
from kb.search.embedders import make_embedder
from kb.search.lang_de import GermanAnalyser
from kb.search.vectors import embed_passages_cached, embed_queries_cached, write_index
from kb.store import asked as asked_store
from kb.store import search_index
from kb.store.records import card_names_printed_in, texts_in_language
from kb.store.termbase import card_name_rows, label_pairs

if TYPE_CHECKING:
    from kb.build import BuildContext
    from kb.search.embedders import Embedder

MIN_VOCAB_WORD = 4


def build_search_index(ctx: BuildContext) -> None:
    db = ctx.db
    ctx.progress("search: analysing text")
    analysers = analysers_for_build(db)
    write_fts(db, analysers)
    ctx.progress("search: asked questions")
    write_asked(db, analysers, read_asked(), asked_store.record_ids(db))
    if ctx.with_vectors:
        embedder = make_embedder(None)
        ctx.progress(f"search: encoding vectors ({embedder.name})")
        build_vectors(
            db,
            embedder,
            ctx.sidecar("faiss"),
            ctx.sidecar("faiss.json"),
            progress=lambda done, total: ctx.progress(f"search: vectors {done}/{total}"),
        )


def analysers_for_build(db: sqlite_utils.Database) -> Analysers:
    """Analysers with the German corpus vocabulary and the Chinese user words, both stored
    in ``search_vocab`` for the query side."""
    termbase = termbase_view(db)
    german = GermanAnalyser()
    vocab: set[str] = set()
    for text in texts_in_language(db, "de"):
        vocab.update(w for w in german.lemmas(text) if len(w) >= MIN_VOCAB_WORD and w.isalpha())
    chinese = set(termbase.chinese_labels())
    chinese.update(card_names_printed_in(db, "zh"))
    lemma_vocab = german.lemma_vocab() - vocab
    search_index.replace_search_vocab(
        db,
        [{"lang": "de", "word": w, "origin": "corpus"} for w in sorted(vocab)]
        + [{"lang": "de", "word": w, "origin": "lemma-table"} for w in sorted(lemma_vocab)]
        + [{"lang": "zh", "word": w, "origin": "user-dict"} for w in sorted(chinese) if w.strip()],
    )
    german.add_vocab(vocab)
    analysers = Analysers(corpus_vocab=vocab, chinese_words=sorted(chinese))
    analysers._loaded["de"] = german
    return analysers


def analysers_from_db(db: sqlite_utils.Database) -> Analysers:
    """Analysers configured as the build configured them (query side)."""
    vocab = search_index.search_vocab(db)
    if vocab is None:
        return Analysers()
    return Analysers(corpus_vocab=vocab.german, chinese_words=vocab.chinese, lemma_vocab=())


def write_fts(db: sqlite_utils.Database, analysers: Analysers) -> int:
    labels = record_labels(db, termbase_view(db))
    rows = []
    for rec in searchable_records(db):
        rows.append(
            {
                "record_id": rec["id"],
                "kind": rec["kind"],
                "lang": rec["lang"],
                "title": " ".join(analysers.analyse(title_of(rec), rec["lang"])),
                "body": " ".join(analysers.analyse(rec["text"], rec["lang"])),
                "labels": " ".join(t for lang, label in labels.get(rec["id"], []) for t in analysers.analyse(label, lang)),
            }
        )
    search_index.replace_indexed_rows(db, rows)
    search_index.write_term_documents(db)
    write_label_terms(db, analysers)
    return len(rows)


def write_label_terms(db: sqlite_utils.Database, analysers: Analysers) -> int:
    """The analysed terms of every termbase label and card name, in its own language (what
    ``Searcher`` adds to a question's query), analysed once here instead of per question."""
    pairs: set[tuple[str, str]] = set(label_pairs(db))
    pairs.update((lang, name) for _card, lang, name in card_name_rows(db))
    rows = [
        {"lang": lang, "label": label, "terms": " ".join(analysers.analyse(label, lang))}
        for lang, label in sorted(pairs)
        if lang in ("de", "zh", "en") and label
    ]
    search_index.replace_label_terms(db, rows)
    return len(rows)


def build_vectors(
    db: sqlite_utils.Database,
    embedder: Embedder,
    index_path: Path,
    meta_path: Path,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Encode every searchable record (enriched with its labels) and write the FAISS sidecar."""
    labels = dense_labels(db, termbase_view(db))
    records = list(searchable_records(db))
    texts = [dense_text(rec, labels.get(rec["id"], [])) for rec in records]
    embedder.warm_up()
    vectors = embed_passages_cached(embedder, texts, progress)
    write_index(vectors, [r["id"] for r in records], embedder.name, Path(index_path), Path(meta_path))
    asked = asked_store.asked_texts(db)  # the asked questions' vectors belong to this index
    if asked:
        encoded = embed_queries_cached(embedder, [text for _id, text in asked])
        asked_store.replace_asked_vectors(db, embedder.name, [i for i, _text in asked], encoded)
    return len(records)
