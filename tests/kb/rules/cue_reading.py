"""What the linker reads from a sentence by its cue rows alone (no termbase, no review): the
helper of the situation-cue tests (tests/kb/rules/test_situation_cues*.py)."""

from __future__ import annotations

from kb.rules.cues import keyword_aspects, rule_cues
from kb.rules.linker import RecordEvidence, link_record


def rules_read(text: str, lang: str, mentions: dict[str, str] | None = None, era: str = "2025") -> list[str]:
    """The rule numbers linked for a ruling of ``text`` in ``lang`` in a document of ``era``;
    ``mentions`` are the termbase concepts it names (id -> label as written)."""
    rec = {"text": text, "lang": lang, "kind": "ruling"}
    found = RecordEvidence(mentions=mentions or {})
    return [l.rule for l in link_record(rec, era, found, rule_cues(), {}, keyword_aspects())]
