"""Corrections to reviewed key rules, recorded beside the reviews instead of edited into them.

A review (or a scored gold part) is one reader's work; a second reading may find that a ruling
rests on another rule. ``data/rules/reviews/errata.csv`` records each such correction as a row
(record_id, part, old_key_rules, new_key_rules, reason, source), and ``Reviews.load``
(kb/rules/reviewed.py) shows the corrected rules, naming both the reader's row and the erratum.

A row may also correct the ruling's ``also`` link (the reader's first further rule, shown after
the key rules) in the optional column ``also``: ``-`` shows none, a rule number shows that rule,
empty leaves the link to the reader's further rules. Such a row may keep the key rules as they
are (new_key_rules equal to old_key_rules).

An erratum holds only against the review it corrects: it must name a part of
``data/rules/reviewed-parts.csv``, a ruling of that part, and the key rules that part's row
still has. When the row is edited (or the ruling leaves the part) the erratum no longer says
what it corrects, and the build stops with an error naming the erratum's line instead of
showing a correction of something that is no longer there.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kb.rules.data import DATA_DIR, RulesDataError, need_field, read_rows, rule_exists

ERRATA_CSV = DATA_DIR / "reviews" / "errata.csv"
COLUMNS = ("record_id", "part", "old_key_rules", "new_key_rules", "reason", "source")
NO_ALSO = "-"  # the ``also`` cell of a row that takes the also link away
# A reader keys at most three rules; a second reading (stop 30) may add one rule the ruling also
# rests on beside a full key of three, so a corrected key holds at most four.
MAX_KEY_RULES = 4
# A later reading that takes a correction back edits the row in place (rows are never deleted:
# reviews and audits cite errata by line): its reason starts with this word, its new_key_rules
# equal its old_key_rules again, and it changes nothing the build shows.
WITHDRAWN = "withdrawn"


@dataclass(frozen=True)
class Erratum:
    """One correction: the key rules ``old`` of ``record_id`` in ``part`` become ``new``
    (empty: no CR rule is the basis)."""

    record_id: str
    part: str
    old: frozenset[str]
    new: tuple[str, ...]
    line: int
    file: str  # repository path of the errata file
    reason: str
    also: str | None = None  # the corrected also link: "" none, a rule; None: the reader's stands

    @property
    def where(self) -> str:
        return f"{self.file} line {self.line}"


def load_errata(path: Path = ERRATA_CSV, repo_dir: Path | None = None) -> list[Erratum]:
    """The errata rows, each checked on its own: ruling and part named, new numbers in the rule
    index, a real change, one erratum per ruling and part. No file: no errata."""
    if not path.is_file():
        return []
    shown = _repo_path(path, repo_dir)
    out: list[Erratum] = []
    seen: dict[tuple[str, str], int] = {}
    for line, row in read_rows(path, COLUMNS):
        record_id = need_field(path, line, row, "record_id")
        part = need_field(path, line, row, "part")
        need_field(path, line, row, "reason")
        need_field(path, line, row, "source")
        old, new = _numbers(row["old_key_rules"]), _numbers(row["new_key_rules"])
        unknown = [n for n in new if not rule_exists(n)]
        if unknown:
            raise RulesDataError(f"{path}:{line}: new_key_rules {', '.join(unknown)} not in data/rules/cr-rules.csv")
        if len(new) > MAX_KEY_RULES:
            raise RulesDataError(f"{path}:{line}: new_key_rules names {len(new)} rules (at most {MAX_KEY_RULES} key rules)")
        withdrawn = row["reason"].startswith(WITHDRAWN)
        also = _also(path, line, row.get("also", ""))
        if set(new) == set(old) and not withdrawn and also is None:
            raise RulesDataError(f"{path}:{line}: new_key_rules equal old_key_rules for {record_id}")
        if withdrawn and also is not None:
            raise RulesDataError(f"{path}:{line}: a withdrawn erratum corrects nothing: its also must be empty")
        if withdrawn and set(new) != set(old):
            raise RulesDataError(
                f"{path}:{line}: a withdrawn erratum gives the reader's key back: new_key_rules must equal old_key_rules"
            )
        if (part, record_id) in seen:
            raise RulesDataError(
                f"{path}:{line}: a second erratum for {record_id} in {part} (first: line {seen[part, record_id]})"
            )
        seen[part, record_id] = line
        if withdrawn:
            continue  # the reader's key stands; the row keeps its line, which other files cite
        out.append(Erratum(record_id, part, frozenset(old), tuple(new), line, shown, row["reason"], also))
    return out


def check_erratum(erratum: Erratum, path: Path, part_keys: dict[str, frozenset[str]] | None) -> None:
    """Refuse an erratum whose part is not listed (``part_keys`` None), whose ruling is not in
    that part, or whose ``old_key_rules`` differ from what the part's row says now."""
    if part_keys is None:
        raise RulesDataError(f"{path}:{erratum.line}: part {erratum.part!r} is not in data/rules/reviewed-parts.csv")
    if erratum.record_id not in part_keys:
        raise RulesDataError(f"{path}:{erratum.line}: {erratum.record_id} is not a ruling of part {erratum.part!r}")
    now = part_keys[erratum.record_id]
    if now != erratum.old:
        raise RulesDataError(
            f"{path}:{erratum.line}: stale erratum: {erratum.part} now keys {erratum.record_id} to "
            f"{'|'.join(sorted(now)) or '(none)'}, not old_key_rules {'|'.join(sorted(erratum.old)) or '(none)'}"
        )


def _also(path: Path, line: int, cell: str) -> str | None:
    if not cell:
        return None
    if cell == NO_ALSO:
        return ""
    if not rule_exists(cell):
        raise RulesDataError(f"{path}:{line}: also {cell} not in data/rules/cr-rules.csv")
    return cell


def _numbers(cell: str) -> list[str]:
    return [n.strip() for n in cell.split("|") if n.strip()]


def _repo_path(path: Path, repo_dir: Path | None) -> str:
    base = repo_dir or DATA_DIR.parents[1]
    try:
        return str(path.resolve().relative_to(base.resolve()))
    except ValueError:
        return str(path)
