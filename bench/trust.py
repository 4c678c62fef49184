"""``python -m bench trust``: the trust figures of one knowledge base, measured, never copied.

Rule links against the gold set (data/eval/rule-links/: dev, the spent held-out part, the
second held-out part), statuses against the review (data/eval/status-review.csv), the
cross-check's shown pairs (data/eval/crosscheck-pairs*.csv), and the checks behind the
rulings and behind the top answers (data/checks/ruling-classes.csv, data/eval/questions*.csv).
``python -m bench --record docs/trust-last-run.md trust`` writes them with the date and the
commit (docs/guide/trust.md explains them). Held-out parts are checked against their sha256
before they are read; recording is how a held-out part is scored, once, at the end of a
piece of work.

The knowledge base is ``$JUDGEDESK_DB`` (default var/judgedesk.db), built with its vectors or
without: the top-answer figures use the lexical system with the termbase either way."""

from __future__ import annotations

from bench._table import print_table
from bench.audits import HEADERS, SPLIT_HEADERS, audit_rows, linker_split_rows
from bench.crosscheck import PARTS, check_frozen, score
from bench.evaluation import question_sets
from bench.fresh_documents import HEADERS as FRESH_HEADERS
from bench.fresh_documents import fresh_rows
from kb.build import open_kb
from kb.checks.answer_coverage import backed_share, top_answers
from kb.checks.ruling_coverage import ruling_coverage
from kb.paths import resolve_db_path
from kb.rules.evaluate import GOLD_DIR, linker_links, load_gold, score_links
from kb.rules.reviewed import REPO_DIR, reviewed_files
from kb.rules.status_eval import score_status, status_corrections
from kb.search import Searcher
from kb.search.evaluate import load_questions

# Gold parts, with what each one's figures mean today (see data/eval/rule-links/README.md).
LINK_PARTS = (
    ("dev", "development: read while the linker was written"),
    ("heldout", "held-out, scored once at f13b378 (0.770 / 0.508); read since: post-scoring"),
    (
        "heldout2",
        "held-out 2: frozen at 6d8ee6b before the stop-20 linker work, scored once at ace1fbe "
        "(0.781 / 0.507); later figures are post-scoring",
    ),
    (
        "heldout3",
        "held-out 3: frozen at 7efaffa before the stop-21 linker work, scored once at c1e7815 (0.864 / 0.464); later figures "
        "are post-scoring",
    ),
    (
        "heldout4",
        "held-out 4: annotated blind (d26a97e) during the stop-22 linker work, scored once at b0e6f87 (0.677 / 0.491); "
        "later figures are post-scoring",
    ),
    (
        "heldout5",
        "held-out 5: annotated blind (0fb5533) during the stop-23 work on reviewed links and precedents, scored once at "
        "0e4d7e5 (0.762 / 0.531); reviewed links since",
    ),
)


def rule_link_rows(db) -> list[list[object]]:
    """Each part scored on the links the linker gives its rulings with that part's own reviews
    left out (kb.rules.evaluate.linker_links): shown as built, a reviewed part would score 1.0."""
    rows: list[list[object]] = []
    for part, meaning in LINK_PARTS:
        s = score_links(db, load_gold(part), linker_links(db, part))
        rows.append([part, s.rulings, s.links, round(s.precision, 3), round(s.key_recall, 3), meaning])
    return rows


def link_source_rows(db, kinds: tuple[str, ...] = ("ruling",)) -> list[list[object]]:
    """Where the links shown for the corpus's rulings (or other ``kinds``: the glossary terms
    and rulebook passages also reviewed) come from: a review, a reviewed ruling saying the same
    (precedent), or the linker reading the record's words; and records with no link."""
    words = "read from the ruling's words" if kinds == ("ruling",) else "read from the text's words"
    marks = ",".join("?" for _ in kinds)
    rulings = [r["id"] for r in db.query(f"select id from records where kind in ({marks})", list(kinds))]
    how: dict[str, str] = {}
    for row in db.query("select record_id, derivation from rule_links"):
        if row["derivation"] in ("reviewed", "precedent"):
            how[row["record_id"]] = row["derivation"]
        else:
            how.setdefault(row["record_id"], words)
    why_none = {r["record_id"]: r["no_rule_reason"] for r in db.query("select record_id, no_rule_reason from record_status")}
    counts: dict[str, int] = {}
    for rid in rulings:
        reason = why_none.get(rid) or ""
        empty = "reviewed" if reason.startswith("reviewed:") else "precedent" if reason.startswith("says what") else ""
        key = how.get(rid) or (f"{empty}: no rule is the basis" if empty else "no link")
        counts[key] = counts.get(key, 0) + 1
    order = [
        "reviewed",
        "reviewed: no rule is the basis",
        "precedent",
        "precedent: no rule is the basis",
        words,
        "no link",
    ]
    return [[k, counts.get(k, 0), round(counts.get(k, 0) / len(rulings), 3)] for k in order if rulings]


def status_rows(db) -> list[list[object]]:
    rows: list[list[object]] = []
    for split in ("dev", "heldout"):
        s = score_status(db, split)
        rows.append(
            [
                split,
                s.records,
                s.superseded.tp + s.superseded.fn,
                round(s.superseded.precision, 3),
                round(s.superseded.recall, 3),
                round(s.wording.precision, 3),
                round(s.wording.recall, 3),
            ]
        )
    return rows


def gold_status_rows(db) -> list[list[object]]:
    """``superseded`` against the status column of the rule-link gold parts and of the reviews
    of data/rules/reviews/ (other readers than the status review's): records, superseded in gold,
    precision, recall."""
    derived = {r["record_id"]: r["status"] for r in db.query("select record_id, status from record_status")}
    # a later reading's verdict (the status review's errata: tsp 1925, read superseded by both
    # blind readers of the stop-32 audit) replaces a gold reader's, as it replaces the review's
    later = {r["record_id"]: r["corrected_value"] for r in status_corrections() if r["column"] == "verdict"}
    rows: list[list[object]] = []
    parts = [(part, GOLD_DIR) for part, _meaning in LINK_PARTS]
    parts += [(f.name, (REPO_DIR / f.file).parent) for f in reviewed_files() if f.kind == "review"]
    for part, where in parts:
        gold = load_gold(part, where)
        want = {g.record_id for g in gold if later.get(g.record_id, g.status) == "superseded"}
        got = {g.record_id for g in gold if derived.get(g.record_id) == "superseded"}
        tp = len(want & got)
        precision = tp / len(got) if got else 1.0
        recall = tp / len(want) if want else 1.0
        rows.append([part, len(gold), len(want), len(got), round(precision, 3), round(recall, 3)])
    return rows


def crosscheck_rows(db) -> list[list[object]]:
    """Each part scored twice: the aligner alone (no reviewed pairs: the measure of the code)
    and as shown (data/rules/reviews/pair-reviews.csv applied; the reviews were read off the
    shown pairs, so on a reviewed pair this is the reader's agreement with the annotator)."""
    rows: list[list[object]] = []
    for name, gold, concepts in PARTS:
        if name != "dev":
            check_frozen(gold)
        for what, reviewed in (("aligner alone", False), ("as shown", True)):
            s = score(db, gold, concepts, reviewed)
            rows.append(
                [name, what, s.shown, s.right_pair, round(s.pair_precision, 3), s.gold_differs, s.differs_shown_as_differs]
            )
    return rows


def check_rows(db_path) -> list[list[object]]:
    overall = ruling_coverage().overall()
    rows: list[list[object]] = [
        [
            "game-rules rulings backed by a check",
            overall.rulings,
            overall.backed,
            round(overall.share, 3),
            "data/checks/ruling-classes.csv (all 778 rulings)",
        ]
    ]
    searcher = Searcher(db_path)
    try:
        for name, path in question_sets():  # held-out sets checked against their sha256 first
            share = next(s for s in backed_share(top_answers(searcher, load_questions(path))) if s.group == "all")
            rows.append(
                [
                    f"top answers with a check: {name} questions",
                    share.answers,
                    share.backed,
                    round(share.share, 3),
                    path.name + " (lexical + termbase)",
                ]
            )
    finally:
        searcher.close()
    return rows


def main() -> None:
    path = resolve_db_path()
    db = open_kb(path)
    try:
        print_table(
            "Rule links against the gold set, each part with its own reviews left out "
            "(precision of links; key recall: a key rule linked)",
            ["part", "rulings", "links", "precision", "key recall", "what the part is"],
            rule_link_rows(db),
        )
        print_table(
            "Two-reader blind audits (data/rules/reviews/audit-s3*.md): the links shown as built (after each audit's "
            "corrections) and the linker alone (no review), against the keys both readers name and each reader",
            HEADERS,
            audit_rows(db),
        )
        print_table(
            "The linker alone on the two-reader audits' rulings, split at stop 41 (data/rules/reviews/"
            "linker-split-s41.csv): cue rows written from the dev part's misses, the held-out part frozen before",
            SPLIT_HEADERS,
            linker_split_rows(db),
        )
        print_table(
            "The linker on documents nobody tuned it to (data/eval/fresh-docs/: written and read blind at stops 46 and 47, "
            "each added to the corpus by its manifest entry; exact numbers against the writer's frozen readings; each was "
            "scored once after the next linker change and is spent since: cue rows were written beside its misses; "
            "once-only figures: docs/guide/trust.md)",
            FRESH_HEADERS,
            fresh_rows(),
        )
        print_table(
            "Where the rule links of the corpus's rulings come from (kb/rules/reviewed.py)",
            ["links from", "rulings", "share"],
            link_source_rows(db),
        )
        print_table(
            "Where the rule links of the rule texts (glossary terms, rulebook passages) come from",
            ["links from", "rule texts", "share"],
            link_source_rows(db, ("term", "passage")),
        )
        print_table(
            "Status against the review of every ruling (superseded; wording: dated)",
            ["split", "rulings", "superseded", "P", "R", "dated P", "dated R"],
            status_rows(db),
        )
        print_table(
            "Status superseded against the gold parts' and the reviews' own status column",
            ["part", "rulings", "superseded (gold)", "superseded (shown)", "P", "R"],
            gold_status_rows(db),
        )
        print_table(
            "Cross-check pairs against the annotated pairs: the aligner alone, and as shown (reviewed pairs applied)",
            ["part", "pairs", "shown", "right", "precision", "differing pairs", "shown as differs"],
            crosscheck_rows(db),
        )
        print_table("Checks behind rulings and answers", ["what", "n", "backed", "share", "from"], check_rows(path))
    finally:
        db.close()
