"""Cross-reference lines of a glossary: "Siehe auch A, B. Vergleiche C." → fields and targets."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.parsers._glossary_language import GlossaryLanguage


@dataclass
class References:
    """The targets of one entry's reference lines, in printed order, per Term field."""

    see_also: list[str] = field(default_factory=list)
    compare: list[str] = field(default_factory=list)
    redirect: list[str] = field(default_factory=list)

    def add(self, name: str, targets: list[str]) -> None:
        getattr(self, name).extend(targets)


def reference_keyword(lang: GlossaryLanguage, text: str) -> str | None:
    """The keyword a reference line starts with ("Siehe auch"), or None for a prose line."""
    for keyword in lang.reference_keywords:  # longest first (validated)
        if text.startswith(keyword + " "):
            return keyword
    return None


def _clause_splitter(lang: GlossaryLanguage) -> re.Pattern[str]:
    keywords = "|".join(re.escape(k) for k in lang.reference_keywords)
    # A clause ends with "." and the next one starts with a keyword: "… Priorität. Vergleiche …"
    return re.compile(rf"(?<=\.)\s+(?=(?:{keywords})\s)")


def parse_reference_line(lang: GlossaryLanguage, text: str, headwords: set[str], into: References) -> None:
    """Add the targets of every clause of ``text`` (a line starting with a keyword) to ``into``.

    ``headwords`` are the document's headwords: a comma inside one ("Du, dir, dein") does not
    separate targets."""
    for clause in _clause_splitter(lang).split(text):
        keyword = reference_keyword(lang, clause)
        if keyword is None:  # cannot happen for the first clause; later ones are split before a keyword
            raise ValueError(f"not a reference clause: {clause!r}")
        body = clause[len(keyword) :].strip()
        if body.endswith("."):
            body = body[:-1].rstrip()
        into.add(lang.reference_keywords[keyword], split_targets(lang, body, headwords))


def split_targets(lang: GlossaryLanguage, body: str, headwords: set[str]) -> list[str]:
    """ "Kampfphase, Eile sowie Kapitel 3: …" → ["Kampfphase", "Eile", "Kapitel 3: …"].

    Pieces are joined back where together they spell a headword ("Aktiver Spieler, inaktiver
    Spieler"); empty pieces are symbols lost in extraction and stay with the piece after them
    (", , , und so weiter" is one target)."""
    comma = next((s for s in lang.target_separators if s.strip() == ","), None)
    words = [s for s in lang.target_separators if s is not comma]
    parts = [body]
    for separator in words:
        parts = [p for part in parts for p in part.split(separator)]
    targets: list[str] = []
    for part in parts:
        pieces = part.split(comma) if comma else [part]
        targets.extend(_join_pieces(pieces, comma or ", ", headwords))
    return [t.strip() for t in targets if t.strip()]


def _join_pieces(pieces: list[str], comma: str, headwords: set[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(pieces):
        taken = None
        for j in range(len(pieces), i + 1, -1):  # the longest run that spells a headword
            if comma.join(pieces[i:j]).strip() in headwords:
                taken = j
                break
        if taken is None:
            taken = i + 1
            while taken < len(pieces) and not pieces[taken - 1].strip():  # a lost symbol: keep going
                taken += 1
        out.append(comma.join(pieces[i:taken]))
        i = taken
    return out
