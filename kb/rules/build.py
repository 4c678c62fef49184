"""Build step ``kb.rules.build:build_rule_links``: fill cr_rules, rule_aliases, rule_links
(kb.rules.linker) and record_status (kb.rules.status) for every ruling, rule excerpt, note,
term and passage. Runs after the termbase step: it reads ``record_concepts`` and
``concepts.cr`` when they are filled."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import sqlite_utils

from kb.rules.cautions import bundled_cautions
from kb.rules.cues import keyword_aspects, rule_cues
from kb.rules.data import cr_2006, cr_rules, mechanic_rules
from kb.rules.linker import Link, RecordEvidence, link_record
from kb.rules.reviewed import Review, Reviews
from kb.rules.status import document_date, record_status
from kb.store.concepts import record_tags
from kb.store.records import iter_records
from kb.store.rules import write_record_rules, write_rule_texts
from kb.store.sources import stored_sources
from kb.store.termbase import stored_concepts
from kb.text import fold

if TYPE_CHECKING:
    from kb.build import BuildContext

LINKED_KINDS = ("ruling", "rule_excerpt", "note", "term", "passage")
# Records a reader reviews (data/rules/reviews/): the rulings and the rule texts a judge is
# shown, glossary terms and rulebook passages. Notes and CR excerpts are not reviewed.
REVIEWED_KINDS = ("ruling", "term", "passage")


def build_rule_links(ctx: BuildContext) -> None:
    db: sqlite_utils.Database = ctx.db
    write_rule_tables(db)
    reviews = Reviews.load()
    links, statuses, read = derive_all(db, reviews)
    write_record_rules(db, links, statuses, read)
    superseded = sum(1 for s in statuses if s["status"] == "superseded")
    dated = sum(1 for s in statuses if s["wording"] == "dated")
    ctx.progress(
        f"rule links: {len(links)} for {len({l['record_id'] for l in links})} records; "
        f"{superseded} of {len(statuses)} records superseded, {dated} with dated wording"
    )
    if reviews.stale:
        # a document changed under its reviews: those rulings are linked from their words now
        ctx.progress(
            f"rule links: {len(reviews.stale)} review(s) no longer match their ruling's text and were not used "
            f"(first: {reviews.stale[0].record_id}, {reviews.stale[0].where})"
        )


def write_rule_tables(db: sqlite_utils.Database) -> None:
    write_rule_texts(db, cr_rules().values(), ({**row, "era": "2006"} for row in cr_2006().values()))


def derive_all(
    db: sqlite_utils.Database, reviews: Reviews | None = None, only: set[str] | None = None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, str]]]:
    """Links shown, statuses and the rules read from the words (``read_links``) of every
    linked record (of ``only``, when given). A reviewed ruling, glossary term or rulebook
    passage shows its reviewed rules, a ruling saying what a reviewed one says follows it
    (kb.rules.reviewed); every other record shows what is read from its own words."""
    sources = {source.id: source for source in stored_sources(db)}
    evidence = RecordConcepts(db)
    reviews = Reviews.load() if reviews is None else reviews
    cues = rule_cues()
    aspects = keyword_aspects()
    cautions = bundled_cautions()
    links: list[dict[str, Any]] = []
    statuses: list[dict[str, Any]] = []
    read_rows: list[dict[str, str]] = []
    kinds = ",".join(f"'{k}'" for k in LINKED_KINDS)
    records = list(iter_records(db, f"r.kind in ({kinds})"))
    rulings = [r for r in records if r["kind"] == "ruling"]
    named = {r["id"]: frozenset(c for c in evidence.of(r).mentions if c in evidence.concept_rules) for r in rulings}
    precedents = reviews.precedents(rulings, named, only)
    for rec in records:
        if only is not None and rec["id"] not in only:
            continue
        source = sources[rec["source"]]
        read = link_record(rec, source.era or "", evidence.of(rec), cues, evidence.concept_rules, aspects)
        review = reviews.of(rec["id"], rec.get("text") or "") if rec["kind"] in REVIEWED_KINDS else None
        if review is not None:
            found = with_printed_numbers(review.links(with_also=rec["kind"] == "ruling"), read)
        elif rec["id"] in precedents:
            followed, similarity = precedents[rec["id"]]
            found = with_printed_numbers(followed.followed_by(similarity), read)
        else:
            found = read
        links += [_row(rec["id"], l) for l in found]
        read_rows += [{"record_id": rec["id"], "rule": l.rule} for l in read]
        statuses.append(
            {
                "record_id": rec["id"],
                **record_status(rec, document_date(source.date, source.era)).row(),
                "no_rule_reason": "" if found else no_rule_reason(rec, review, precedents.get(rec["id"], (None, 0.0))[0]),
                "caution": json.dumps(cautions[rec["id"]].to_dict(), ensure_ascii=False) if rec["id"] in cautions else "",
            }
        )
    return links, statuses, read_rows


def with_printed_numbers(reviewed: list[Link], read: list[Link]) -> list[Link]:
    """A review's links plus the rule numbers the ruling prints itself (a 2006 number and
    today's for it: a fact of the document, which a judge comparing it with the CR needs);
    a printed number the review also names keeps the review and shows how it was printed. The
    review's ``also`` link comes last, after every rule the ruling rests on."""
    printed = {l.rule: l for l in read if l.derivation in ("quoted", "mapped")}
    out = [replace(l, quoted_as=printed[l.rule].quoted_as) if l.rule in printed else l for l in reviewed]
    named = {l.rule for l in reviewed}
    keys = [l for l in out if l.role == "key"] + [l for rule, l in printed.items() if rule not in named]
    return keys + [l for l in out if l.role != "key"]


def no_rule_reason(rec: dict[str, Any], review: Review | None = None, followed: Review | None = None) -> str:
    """Why a record has no rule link, in the linker's terms (kb/rules/linker.py): a reviewer
    found no CR rule behind it, or nothing in its words points at a rule. Said per kind so that
    coverage reports can group them."""
    if review is not None and rec["kind"] in ("term", "passage"):
        return f"reviewed: no CR rule states it (a cross-reference, a lead-in or a fact), {review.where}"
    if review is not None:
        return f"reviewed: no CR rule is the basis (it reads the card's own words or states a fact), {review.where}"
    if followed is not None:
        return f"says what {followed.record_id} says, whose reviewer found no CR rule behind it ({followed.where})"
    if rec["kind"] in ("ruling", "note") and rec.get("subject_kind") == "card":
        return (
            "the ruling's words quote no rule, match no cue of data/rules/rule-cues.csv and name no keyword "
            "(the card's own keywords are not evidence)"
        )
    if rec["kind"] in ("ruling", "note"):
        return (
            f"the heading {rec.get('subject')!r} names no single rule (a theme or combination), and the "
            "ruling's words quote no rule and match no cue"
        )
    if rec["kind"] == "term":
        return "the glossary term names no concept with a CR number, and its definition quotes no rule"
    return "the passage quotes no rule number and matches no cue"


def _row(record_id: str, link: Link) -> dict[str, Any]:
    return {
        "record_id": record_id,
        "rule": link.rule,
        "derivation": link.derivation,
        "quoted_as": link.quoted_as,
        "via": link.via,
        "evidence": link.evidence,
        "role": link.role,
    }


def definition_of(rule: str, known: dict[str, Any]) -> str:
    """A keyword's defining subrule (702.62 -> 702.62a, where "Suspend is a keyword that
    represents ..."): what a ruling about the keyword as such rests on. Where the first
    subrule only classifies the ability ("Indestructible is a static ability.", "Flying is an
    evasion ability."), the second says what it does (702.12b: can't be destroyed) and is the
    rule such a ruling rests on. A rule without subrules, or a subrule, stays as it is."""
    first, second = rule + "a", rule + "b"
    if not (re.match(r"^\d{3}\.\d+$", rule) and first in known):
        return rule
    if second in known and _ONLY_CLASSIFIES.match(str(known[first].get("title", ""))):
        return second
    return first


# "X is a static ability." / "X is an evasion ability." / "X is a static ability that modifies
# the rules for …": the subrule names the kind of ability, the next one its effect.
_ONLY_CLASSIFIES = re.compile(r"^[\w' -]+ is an? (?:static|evasion) ability(?:\.$| that modifies the rules)")


# Keyword actions whose words are the game's everyday verbs: a ruling saying "destroy",
# "exile" or 抓牌 names the act, not the keyword action's rule (701.8), so only the rarer
# keyword actions (exchange, proliferate, villainous choice) link as keywords do.
EVERYDAY_ACTIONS = frozenset(
    {
        "cast",
        "play",
        "play-land",
        "activate",
        "counter-spell",
        "exile",
        "sacrifice",
        "destroy",
        "discard",
        "create",
        "reveal",
        "search",
        "shuffle",
        "tap",
        "untap",
        "tap-and-untap",
        "draw",
        "attack",
        "block",
        "attach",
        "unattach",
        "double",
        "triple",
        "abandon",
    }
)  # 终止 / "end": an everyday word in rulings, Archenemy's abandon nowhere


class RecordConcepts:
    """The termbase's tags of each record, read once: the concepts a record's text names
    (``mention``), the mechanic heading it stands under (``subject``) and the keywords of a
    run of card rulings it sits in (``context``); and the rule of each keyword or mechanic
    concept (its termbase number, else the heading's row in data/rules/mechanics.csv)."""

    def __init__(self, db: sqlite_utils.Database):
        self.tags: dict[str, dict[str, dict[str, str]]] = {}
        self.concept_rules: dict[str, str] = {}  # keyword concepts: their defining subrule
        self.rule_of_concept: dict[str, str] = {}  # every concept with a rule in the index
        self.headings = {(lang, fold(name)): rule for (lang, name), rule in mechanic_rules().items()}
        if not {"record_concepts", "concepts"} <= set(db.table_names()):
            return
        known = cr_rules()
        for concept in stored_concepts(db):
            if concept.cr and concept.cr in known:
                self.rule_of_concept[concept.id] = concept.cr
                # Ability words and creature types (paradox, Sliver) have no rules of their
                # own: naming them says nothing about the rule a ruling rests on.
                if concept.kind == "keyword" or (concept.kind == "action" and concept.id not in EVERYDAY_ACTIONS):
                    self.concept_rules[concept.id] = definition_of(concept.cr, known)
        for tag in record_tags(db):
            self.tags.setdefault(tag.record_id, {}).setdefault(tag.how, {}).setdefault(tag.concept, tag.label)

    def of(self, rec: dict[str, Any]) -> RecordEvidence:
        tags = self.tags.get(rec["id"], {})
        return RecordEvidence(
            mentions=tags.get("mention", {}),
            heading=self._heading(rec, tags.get("subject", {})),
            context=tags.get("context") or None,
        )

    def _heading(self, rec: dict[str, Any], subject: dict[str, str]) -> tuple[str, str, str] | None:
        if rec["kind"] == "term":
            return self._defined_concept(rec)
        if rec["kind"] not in ("ruling", "note", "rule_excerpt") or rec.get("subject_kind") == "card":
            return None
        for concept, label in subject.items():
            rule = self.concept_rules.get(concept) or self.rule_of_concept.get(concept)
            if rule:
                return concept, label, rule
        name = str(rec.get("subject") or rec.get("mechanic") or "")
        rule = self.headings.get((str(rec.get("lang") or ""), fold(name))) if name else None
        return (name, name, rule) if rule else None

    def _defined_concept(self, rec: dict[str, Any]) -> tuple[str, str, str] | None:
        """A glossary term defines the concept its name labels ("Starthand" is the opening hand,
        103.5): the term rests on that concept's rule."""
        name = fold(rec.get("headword") or "")
        for concept, label in self.tags.get(rec["id"], {}).get("mention", {}).items():
            rule = self.rule_of_concept.get(concept)
            if rule and name and fold(label) == name:
                return concept, label, rule
        return None
