"""Search tables (migrations m030-m039).

``search_fts`` holds the *analysed* text of every searchable record (terms separated by
spaces), so FTS5's own tokenizer only splits on those spaces: lemmatising, folding,
compound splitting and Chinese segmentation happen in ``kb.search.analysis``, the same
way for documents and queries. Columns: ``title`` (subject, headword or heading),
``body`` (the record's text) and ``labels`` (the termbase labels, in every language, of
the concepts and cards the record is about; this is what lets an English question meet a
German ruling). ``search_vocab`` keeps the German corpus vocabulary and the Chinese user
words the build used, so queries are analysed with the same ones; ``search_terms`` the number of
rows containing each indexed term (``kb.search.lexical``: what keeps a question's full-text
work bounded as the knowledge base grows); ``search_labels`` the analysed terms of every
termbase label and card name a question can add to its query, so a question does not
load the analyser of every language its labels are written in."""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


@migration
def m030_create_search_index(db: sqlite_utils.Database) -> None:
    db.execute(
        "create virtual table search_fts using fts5("
        "record_id unindexed, kind unindexed, lang unindexed, title, body, labels, "
        "tokenize = 'unicode61 remove_diacritics 0')"
    )
    db.table("search_vocab").create({"lang": str, "word": str, "origin": str}, pk=("lang", "word"))


@migration
def m031_create_search_terms(db: sqlite_utils.Database) -> None:
    db.table("search_terms").create({"term": str, "docs": int}, pk="term")


@migration
def m032_create_search_labels(db: sqlite_utils.Database) -> None:
    db.table("search_labels").create({"lang": str, "label": str, "terms": str}, pk=("lang", "label"))
