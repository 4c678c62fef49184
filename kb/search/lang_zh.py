"""Chinese analysis: the jieba segmenter, called directly (spaCy's blank Chinese pipeline
only wraps it, and importing spaCy costs ~0.45 s of a cold question; on the 4,148 Chinese texts
of the bundled corpus, labels and questions both give the same words), its word list read
from an indexed file (``kb.search.jieba_words``).

jieba's user dictionary receives the termbase's Chinese labels (and the corpus's Chinese
card names) so that terms such as 计时指示物 or 移出对战 stay one token instead of
计时/指示/物; documents and queries are segmented with the same dictionary. Tokens of three
or more characters are also indexed as the two-character words jieba knows inside them,
so a query that says 指示物 still meets a document that says 计时指示物.

Latin words inside Chinese text are mostly English card and keyword names ("让坟墓场的生物有
escape"); each is indexed as written and, like the English labels and texts it should meet,
by its English stem (escape -> escap, Planeswalkers -> planeswalker). On the spent question
sets (629 questions, lexical) Chinese MRR@10 0.808 -> 0.813, cross-lingual Chinese 0.653 ->
0.660, recall unchanged, no question lower."""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from kb.language.english_stop_words import STOP_WORDS as ENGLISH_STOP_WORDS
from kb.search.jieba_words import tokenizer
from kb.search.lang_en import stem
from kb.text import fold

# Function words that carry no meaning for retrieval (kept short on purpose: spaCy's
# 1,900-word Chinese list drops rules words such as 使用 and 之后).
STOP_WORDS = frozenset(
    """
的 了 是 在 和 与 或 及 也 都 就 而 被 把 将 让 这 那 这个 那个 之 其 此 于 以 来 会 能 可以 可 吗 呢 吧 啊
一个 个 有 没有 如果 则 便 并 但 但是 因此 所以 时 时候 中 上 下 里 为 为何 什么 怎么 怎样 哪些 哪个 还是 是否
""".split()
)
_HAN_OR_WORD = re.compile(r"[\u3400-\u9fff]|[0-9a-z]")
_HAN = re.compile(r"[\u3400-\u9fff]")
USER_WORD_FREQ = 200_000  # high enough that jieba prefers the whole label over its parts


def _is_punct(word: str) -> bool:
    return all(unicodedata.category(char).startswith("P") for char in word)


class ChineseAnalyser:
    lang = "zh"

    def __init__(self, user_words: Iterable[str] = ()) -> None:
        # One segmenter per analyser (not jieba's global one): the labels of one knowledge
        # base never leak into another's in the same process.
        self._jieba = tokenizer()
        self.user_words = sorted({w.strip() for w in user_words if w and w.strip()})
        for word in self.user_words:
            self._jieba.add_word(word, freq=USER_WORD_FREQ)

    def analyse(self, text: str) -> list[str]:
        out: list[str] = []
        freq = self._jieba.FREQ
        for token in self._jieba.cut(fold(text), cut_all=False):
            word = token.strip()
            if not word or _is_punct(word) or word in STOP_WORDS or not _HAN_OR_WORD.search(word):
                continue
            if not _HAN.match(word[0]):
                for latin in re.findall(r"[0-9a-z]+", word):
                    out.append(latin)
                    if latin not in ENGLISH_STOP_WORDS and stem(latin) != latin:
                        out.append(stem(latin))
                continue
            out.append(word)
            if len(word) >= 3:
                out.extend(word[i : i + 2] for i in range(len(word) - 1) if freq.get(word[i : i + 2]))
        return out
