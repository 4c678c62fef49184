"""One analyser per language, the same for documents and queries.

``Analysers`` holds the three, built once (spaCy and jieba load in about three seconds):
German needs the corpus vocabulary and Chinese the termbase's labels, both read from the
knowledge base so that a query is analysed exactly as the documents were at build time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable, Protocol

from kb.errors import InvalidQuery
from kb.search.lang_de import GermanAnalyser
from kb.search.lang_en import EnglishAnalyser


class Lang(str, Enum):
    DE = "de"
    ZH = "zh"
    EN = "en"

    @classmethod
    def from_str(cls, value: str) -> "Lang":
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise InvalidQuery(f"unknown language {value!r} (lang); allowed: {', '.join(m.value for m in cls)}") from None


class Analyser(Protocol):
    lang: str

    def analyse(self, text: str) -> list[str]:
        """Index terms of ``text``: folded, lemmatised or stemmed, without stop words."""


@dataclass
class Analysers:
    corpus_vocab: Iterable[str] = ()
    lemma_vocab: Iterable[str] | None = None  # folded lemma-table vocabulary, when stored
    chinese_words: Iterable[str] = ()
    _loaded: dict[str, Analyser] = field(default_factory=dict)

    def get(self, lang: str) -> Analyser:
        lang = Lang.from_str(lang).value
        if lang not in self._loaded:
            if lang == "de":
                self._loaded[lang] = GermanAnalyser(self.corpus_vocab, self.lemma_vocab)
            elif lang == "zh":
                # for a Chinese question only: its tables cost a German one ~20 ms
                from kb.search.lang_zh import ChineseAnalyser

                self._loaded[lang] = ChineseAnalyser(self.chinese_words)
            else:
                self._loaded[lang] = EnglishAnalyser()
        return self._loaded[lang]

    def analyse(self, text: str, lang: str) -> list[str]:
        return self.get(lang).analyse(text)

    def warm_up(self) -> None:
        for lang in Lang:
            self.get(lang.value)
