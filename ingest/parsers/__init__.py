"""One parser per document kind: ``parse_<kind>(document) -> list[Record]``.

The registry below is the only place a kind is bound to its parser; modules are
imported lazily so that loading one parser does not load the others.
"""

from __future__ import annotations

import importlib
from typing import Callable

from ingest.document import Document
from ingest.errors import UnknownDocKind
from ingest.manifest import DocKind
from ingest.records import Record

Parser = Callable[[Document], list[Record]]

PARSERS: dict[DocKind, str] = {
    DocKind.RELEASE_NOTES: "ingest.parsers.release_notes:parse_release_notes",
    DocKind.FAQ: "ingest.parsers.faq:parse_faq",
    DocKind.GLOSSARY: "ingest.parsers.glossary:parse_glossary",
    DocKind.RULEBOOK_CHAPTER: "ingest.parsers.rulebook_chapter:parse_rulebook_chapter",
}


def parser_for(kind: DocKind) -> Parser:
    try:
        target = PARSERS[DocKind(kind)]
    except (KeyError, ValueError):
        raise UnknownDocKind(
            f"no parser for kind {kind!r}; known: {', '.join(k.value for k in PARSERS)}",
            field="kind",
            allowed=[k.value for k in PARSERS],
        ) from None
    module_name, func_name = target.split(":")
    parser: Callable[[Document], list[Record]] = getattr(importlib.import_module(module_name), func_name)
    return parser
