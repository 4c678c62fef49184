"""Every table's DDL: the numbered migrations (kb.migrations applies them in number order)
and the one virtual table sqlite-utils cannot declare, the full-text ``search_fts``.

In one module so that ``CREATE``/``ALTER`` lives beside the rest of the SQL (kb.store) and
nowhere else; each package keeps its number range (kb.migrations), so a package adds its
migration to its own section:

    m001-m009  kb (records, sources)          m010-m019  kb.termbase
    m020-m029  kb.rules (rule links)          m030-m039  kb.search
    m040-m049  kb.checks                      m050-m059  kb.crosscheck
"""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


def create_search_fts(db: sqlite_utils.Database) -> None:
    """``search_fts``: FTS5 over analysed text (see the kb.search section). Its tokenizer
    only splits on the spaces the analysers put between terms; ``record_id``, ``kind`` and
    ``lang`` are stored but not indexed."""
    db.execute(
        "create virtual table search_fts using fts5("
        "record_id unindexed, kind unindexed, lang unindexed, title, body, labels, "
        "tokenize = 'unicode61 remove_diacritics 0')"
    )


# --- m001-m009: kb (records, sources) -------------------------------------------------------------
# Core tables of the knowledge base (migrations m001-m009).
@migration
def m001_create_records(db: sqlite_utils.Database) -> None:
    db.table("sources").create(
        {
            "id": str,
            "file": str,
            "lang": str,
            "kind": str,
            "title": str,
            "set_code": str,
            "date": str,
            "era": str,
            "sha256": str,
            "total_lines": int,
            "nonblank_lines": int,
            "seq": int,
        },
        pk="id",
    )
    # One row per record; kind-specific fields live in ``data`` (JSON) so that a new
    # record kind needs no schema change. ``name`` is the card/mechanic name or headword.
    db.table("records").create(
        {
            "id": str,
            "seq": int,
            "kind": str,
            "source": str,
            "file": str,
            "first": int,
            "last": int,
            "lang": str,
            "date": str,
            "text": str,
            "name": str,
            "subject_kind": str,
            "subject": str,
            "subject_id": str,
            "data": str,
        },
        pk="id",
        foreign_keys=[("source", "sources", "id")],
    )
    db.table("records").create_index(["kind"])
    db.table("records").create_index(["source", "first"])
    db.table("records").create_index(["subject_id"])
    # Every name a record can be found by (printed name, face names, headwords), folded
    # for case- and diacritic-insensitive lookup.
    db.table("record_names").create(
        {"record_id": str, "source": str, "kind": str, "name": str, "folded": str, "role": str},
        foreign_keys=[("record_id", "records", "id")],
    )
    db.table("record_names").create_index(["folded"])
    db.table("accounting").create(
        {"source": str, "record_kind": str, "lines": int, "records": int},
        pk=("source", "record_kind"),
    )
    # The source text itself, so the artifact is self-contained (source view, context).
    db.table("source_lines").create({"source": str, "n": int, "text": str}, pk=("source", "n"))
    db.table("kb_meta").create({"key": str, "value": str}, pk="key")


# --- m010-m019: kb.termbase -----------------------------------------------------------------------
# Termbase tables (migrations m010-m019): concepts, their labels per language and era,
# card names across languages, and which concepts each record is about or mentions.
@migration
def m010_create_termbase(db: sqlite_utils.Database) -> None:
    db.table("concepts").create({"id": str, "kind": str, "cr": str, "en": str, "source": str}, pk="id")
    # ``folded`` is kb.text.fold(label): the lookup key (case, accents, quotes ignored).
    # One label may name several concepts in different eras (2006 使用 = today's cast).
    db.table("concept_labels").create(
        {"concept": str, "lang": str, "label": str, "folded": str, "era": str, "note": str, "source": str},
        pk=("concept", "lang", "label", "era"),
        foreign_keys=[("concept", "concepts", "id")],
    )
    db.table("concept_labels").create_index(["folded"])
    db.table("card_names").create(
        {"card": str, "lang": str, "name": str, "folded": str, "era": str, "source": str},
        pk=("card", "lang", "name"),
    )
    db.table("card_names").create_index(["folded"])
    db.table("card_names").create_index(["card"])
    # how: "subject" (a ruling under the concept's mechanic heading), "context"
    # (kb.termbase.build.context_concepts) or "mention" (a label found in the record's text
    # by ``concepts_in``).
    db.table("record_concepts").create(
        {"record_id": str, "concept": str, "label": str, "how": str},
        pk=("record_id", "concept", "how"),
    )
    db.table("record_concepts").create_index(["concept"])


# --- m020-m029: kb.rules (rule links) -------------------------------------------------------------
# Rule concordance tables (migrations m020-m029): the CR numbers and titles, old numbers
# mapped to today's, each record's rule links and each record's status.
@migration
def m020_create_rule_links(db: sqlite_utils.Database) -> None:
    db.table("cr_rules").create({"number": str, "title": str, "cr_version": str, "source": str}, pk="number")
    # Numbers of an earlier numbering (the 2006 FAQ's) and the current number they became.
    db.table("rule_aliases").create(
        {"old_number": str, "current_number": str, "era": str, "note": str, "source": str}, pk=("old_number", "era")
    )
    # derivation: quoted (the text names the current number), mapped (the text names an
    # old number, kept in quoted_as), mechanic (from the mechanic the record is about or
    # the card has). ``via`` names the concept or mechanic for mechanic links.
    db.table("rule_links").create(
        {"record_id": str, "rule": str, "derivation": str, "quoted_as": str, "via": str}, pk=("record_id", "rule", "derivation")
    )
    db.table("rule_links").create_index(["rule"])
    # status: current | superseded; ``matched`` lists the data/rules/changes.csv ids;
    # ``no_rule_reason`` says why a record has no rule link (empty when it has one).
    db.table("record_status").create(
        {"record_id": str, "status": str, "reason": str, "current_rule": str, "matched": str, "no_rule_reason": str},
        pk="record_id",
    )
    db.table("record_status").create_index(["status"])


@migration
def m021_add_link_evidence(db: sqlite_utils.Database) -> None:
    # The words of the record that gave the link (a quoted number, a phrase, a concept's
    # label), so that a judge can see why a rule is cited.
    db.table("rule_links").add_column("evidence", str)


@migration
def m024_add_status_change(db: sqlite_utils.Database) -> None:
    # status_change: JSON {id, date, title, rule, rules, today, evidence, source, also} of the
    # data/rules/changes.csv change that superseded the record (empty when current);
    # wording: current | dated; wording_terms: JSON [{old, new, change}] (empty when current).
    db.table("record_status").add_column("status_change", str)
    db.table("record_status").add_column("wording", str)
    db.table("record_status").add_column("wording_terms", str)


@migration
def m026_add_status_caution(db: sqlite_utils.Database) -> None:
    # caution: JSON {rule, note, source} of data/rules/cautions.csv for a ruling that was wrong
    # in part when printed (empty for every other record; kb/rules/cautions.py).
    db.table("record_status").add_column("caution", str)


@migration
def m027_add_link_role(db: sqlite_utils.Database) -> None:
    # role: key (a rule the record rests on) | also (the first further rule a ruling's reviewer
    # accepted, shown apart; kb/rules/reviewed.py). `judgedesk rule` lists key links only.
    db.table("rule_links").add_column("role", str, not_null_default="key")


@migration
def m025_create_read_links(db: sqlite_utils.Database) -> None:
    # The rules the linker reads from a record's own words, for every linked record, beside
    # the links shown (rule_links), where a review replaces them (kb/rules/reviewed.py). The
    # cross-check compares two rulings by what their words say: one reviewed and one not
    # would otherwise be compared through two different readers.
    db.table("read_links").create({"record_id": str, "rule": str}, pk=("record_id", "rule"))


# --- m030-m039: kb.search -------------------------------------------------------------------------
# Search tables (migrations m030-m039).
#
# ``search_fts`` holds the *analysed* text of every searchable record (terms separated by
# spaces), so FTS5's own tokenizer only splits on those spaces: lemmatising, folding,
# compound splitting and Chinese segmentation happen in ``kb.search.analysis``, the same
# way for documents and queries. Columns: ``title`` (subject, headword or heading),
# ``body`` (the record's text) and ``labels`` (the termbase labels, in every language, of
# the concepts and cards the record is about; this is what lets an English question meet a
# German ruling). ``search_vocab`` keeps the German corpus vocabulary and the Chinese user
# words the build used, so queries are analysed with the same ones; ``search_terms`` the number of
# rows containing each indexed term (``kb.search.lexical``: what keeps a question's full-text
# work bounded as the knowledge base grows); ``search_labels`` the analysed terms of every
# termbase label and card name a question can add to its query, so a question does not
# load the analyser of every language its labels are written in.
@migration
def m030_create_search_index(db: sqlite_utils.Database) -> None:
    create_search_fts(db)
    db.table("search_vocab").create({"lang": str, "word": str, "origin": str}, pk=("lang", "word"))


@migration
def m031_create_search_terms(db: sqlite_utils.Database) -> None:
    db.table("search_terms").create({"term": str, "docs": int}, pk="term")


@migration
def m032_create_search_labels(db: sqlite_utils.Database) -> None:
    db.table("search_labels").create({"lang": str, "label": str, "terms": str}, pk=("lang", "label"))


@migration
def m033_create_asked_questions(db: sqlite_utils.Database) -> None:
    # The questions of the spent evaluation sets (kb.search.asked): each with its set's file,
    # its id there, its gold records (those the knowledge base holds, ';'-joined) and its
    # analysed words (``asked_fts``, same tokenizer as ``search_fts``); ``asked_vectors`` one
    # query vector per question and embedding model.
    db.table("asked_questions").create(
        {"id": int, "set_file": str, "question_id": str, "lang": str, "question": str, "gold": str}, pk="id"
    )
    db.execute("create virtual table asked_fts using fts5(body, tokenize = 'unicode61 remove_diacritics 0')")
    db.table("asked_vectors").create({"id": int, "model": str, "vector": bytes}, pk=("id", "model"))


# --- m050-m059: kb.crosscheck ---------------------------------------------------------------------
# Cross-check tables (migrations m050-m059): the pairs shown under each concept, aligned
# once at build time so that a question's answers read their counterparts instead of
# aligning whole concepts per request.
@migration
def m050_create_counterpart_pairs(db: sqlite_utils.Database) -> None:
    # One row per pair shown under a concept: a and b in the concept's alignment order,
    # verdict same | differs, holds_today a | b | both | neither, why in words.
    db.table("counterpart_pairs").create(
        {"concept": str, "a_id": str, "b_id": str, "score": float, "verdict": str, "holds_today": str, "why": str, "method": str},
        pk=("concept", "a_id", "b_id"),
    )
    db.table("counterpart_pairs").create_index(["a_id"])
    db.table("counterpart_pairs").create_index(["b_id"])


@migration
def m051_add_counterpart_derivation(db: sqlite_utils.Database) -> None:
    # derivation: reviewed (data/rules/reviews/pair-reviews.csv gave the verdict) | aligner;
    # a pair reviewed as no counterpart is not stored at all.
    db.table("counterpart_pairs").add_column("derivation", str, not_null_default="aligner")
