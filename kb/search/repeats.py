"""Rulings a document repeats word for word under several cards, shown once.

Release notes print a mechanic's rulings again under every card that has the mechanic
(the Doctor Who notes repeat the four cascade rulings under four cards). Listed one by one
the copies fill a judge's first screen with one answer; collapsed, the first copy stands
for the group and names the others (``same_text``), so the next distinct answer moves up.
Copies are folded in every retriever's list before fusion: a group takes one rank.

Copies are the same kind of record in the same document whose text is equal after case,
whitespace and punctuation folding; records of different documents or languages are
never merged (those are counterparts, a cross-check's business).
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

import sqlite_utils

from kb.store.records import repeatable_records
from kb.text import fold

REPEATABLE_KINDS = ("ruling", "note")
_NOT_WORD = re.compile(r"[\W_]+")


def repeat_key(source: str, kind: str, text: str) -> tuple[str, str, str]:
    return source, kind, _NOT_WORD.sub(" ", fold(text)).strip()


def repeat_groups(db: sqlite_utils.Database) -> dict[str, str]:
    """Record id -> id of the group's first record (document order), for records that have
    at least one copy; records without copies are absent."""
    groups: dict[tuple[str, str, str], list[str]] = {}
    for r in repeatable_records(db, REPEATABLE_KINDS):
        groups.setdefault(repeat_key(r.source, r.kind, r.text or ""), []).append(r.id)
    return {rid: ids[0] for ids in groups.values() if len(ids) > 1 for rid in ids}


def fold_redirects(lists: dict[str, list[str]], target_of: dict[str, str]) -> dict[str, list[str]]:
    """Each ranked list with a glossary redirect replaced by the entry it points at (the entry
    keeps the better of the two ranks). "Anfangshand: Siehe Starthand." matches a question
    through its headword, but the answer is the entry it names: shown, the redirect would take
    a place of the first screen with two words and push the definition down."""
    return {name: list(dict.fromkeys(target_of.get(rid, rid) for rid in ids)) for name, ids in lists.items()}


def fold_repeats(
    lists: dict[str, list[str]], group_of: dict[str, str], shown_first: Sequence[str] = ("cards",)
) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Each ranked list with copies replaced by their group (a group counts once, at its
    best rank), so that four copies of one answer take one rank and the next distinct
    answer moves up *before* fusion; and which copy to show for each group: the one the
    ``shown_first`` lists (a card the question names) ranked, else the best-ranked one."""
    folded: dict[str, list[str]] = {}
    shown: dict[str, str] = {}
    order = [n for n in shown_first if n in lists] + [n for n in lists if n not in shown_first]
    for name in order:
        for rid in lists[name]:
            shown.setdefault(group_of.get(rid, rid), rid)
    for name, ids in lists.items():
        folded[name] = list(dict.fromkeys(group_of.get(rid, rid) for rid in ids))
    return folded, shown


def members_of(group_of: dict[str, str]) -> dict[str, list[str]]:
    """Group id -> all ids of the group (document order); computed once per knowledge base."""
    members: dict[str, list[str]] = {}
    for rid, group in group_of.items():
        members.setdefault(group, []).append(rid)
    return members


def group_members(
    group_of: dict[str, str], ids: Iterable[str], members: dict[str, list[str]] | None = None
) -> dict[str, list[str]]:
    """For each id that has copies: all ids of its group (document order). ``members``
    (``members_of(group_of)``) spares a walk over every group per call."""
    members = members_of(group_of) if members is None else members
    return {rid: members[group_of[rid]] for rid in ids if rid in group_of}
