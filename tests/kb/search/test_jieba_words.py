"""jieba's word list read from an indexed file: the same words as jieba's own dictionary."""

from __future__ import annotations

import jieba
import pytest

from kb.search import jieba_words


@pytest.fixture()
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(jieba_words, "cache_dir", lambda: tmp_path)
    return tmp_path


QUESTIONS = ["延缓的牌可以支付额外费用吗", "移出对战的牌上面的计时指示物会怎样", "Aussetzen 3 张牌"]


def test_segments_like_jiebas_own_dictionary(own_cache):
    own = jieba.Tokenizer()
    own.initialize()
    indexed = jieba_words.tokenizer()
    assert list(own_cache.glob("jieba-words-*.sqlite"))  # the file was written once ...
    for q in QUESTIONS:
        assert list(indexed.cut(q)) == list(own.cut(q))
    assert jieba_words.tokenizer().FREQ.get("费用") == own.FREQ["费用"]  # ... and read back


def test_added_words_stay_with_their_tokenizer(own_cache):
    one, other = jieba_words.tokenizer(), jieba_words.tokenizer()
    one.add_word("计时指示物", freq=200_000)
    assert "计时指示物" in list(one.cut("计时指示物")) and "计时指示物" not in list(other.cut("计时指示物"))


def test_without_a_writable_cache_jiebas_dict_is_used(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(jieba_words, "cache_dir", lambda: blocked)
    tok = jieba_words.tokenizer()
    assert isinstance(tok.FREQ, dict) and list(tok.cut("额外费用"))
