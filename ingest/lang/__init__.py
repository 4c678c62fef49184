"""Language data, one package per language code (after spaCy's ``spacy/lang``).

A language package exports ``LANGUAGE``: how its lines join, and per document kind
the data its parser needs (heading prefixes and their typo variants, bullet styles,
section titles, boilerplate patterns). Parsers never hard-code words of a language;
they ask ``get_language(code).data_for(kind)``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from ingest.errors import UnknownLanguage

# The one place languages are registered; packages are imported lazily.
LANGUAGE_MODULES: dict[str, str] = {
    "de": "ingest.lang.de",
    "zh": "ingest.lang.zh",
    "en": "ingest.lang.en",
}


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    # How wrapped lines of one paragraph are joined: German needs a space, Chinese none.
    line_joiner: str = " "
    # Per document kind (DocKind value): "module:CONSTANT" of the parser's data,
    # imported on first use so that one parser does not load every language table.
    kind_data: dict[str, str] = field(default_factory=dict)

    def data_for(self, kind: Any) -> Any:
        key = getattr(kind, "value", kind)
        try:
            target = self.kind_data[key]
        except KeyError:
            have = ", ".join(sorted(self.kind_data)) or "none"
            raise UnknownLanguage(
                f"language {self.code!r} has no data for documents of kind {key!r} "
                f"(it has: {have}); add it under ingest/lang/{self.code}/"
            ) from None
        module_name, constant = target.split(":")
        return getattr(importlib.import_module(module_name), constant)

    def join_lines(self, lines: list[str]) -> str:
        """Join the wrapped lines of one paragraph, dropping blank ones.

        A line that ends in a hyphen joins the next without a space
        ("Cyberman-" + "Artefaktkreaturen")."""
        out = ""
        for raw in lines:
            part = raw.strip()
            if not part:
                continue
            if not out:
                out = part
            elif out.endswith("-") or not self.line_joiner:
                out += part
            else:
                out += self.line_joiner + part
        return out


_cache: dict[str, Language] = {}


def get_language(code: str) -> Language:
    """The ``Language`` for ``code``; unknown codes raise ``UnknownLanguage`` listing valid ones."""
    if code in _cache:
        return _cache[code]
    module_name = LANGUAGE_MODULES.get(code)
    if module_name is None:
        raise UnknownLanguage(
            f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGE_MODULES))}",
            field="lang",
            allowed=sorted(LANGUAGE_MODULES),
        )
    language: Language = importlib.import_module(module_name).LANGUAGE
    if language.code != code:
        raise UnknownLanguage(f"{module_name} declares code {language.code!r}, registered as {code!r}")
    _cache[code] = language
    return language
