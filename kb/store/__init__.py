"""The query layer of the knowledge base: every statement the library runs, behind functions
returning typed rows; no module outside this package runs SQL (tests/kb/test_store_boundary.py).
One module per family of tables:

- ``records``: ``records``, ``record_names`` (writing parsed documents, reading records back)
- ``cards``: the card view's name lookups over ``record_names`` and ``card_names``
- ``sources``: ``sources`` and ``source_lines`` (the documents and their lines)
- ``names``: card names and concept labels as a judge types them
- ``rules``: ``cr_rules``, ``rule_aliases``, ``rule_links``, ``record_status``, ``read_links``
- ``termbase``: ``concepts``, ``concept_labels``, ``card_names`` (the termbase's lookups and writes)
- ``concepts``: ``record_concepts`` and ``counterpart_pairs`` (crosscheck, coverage, search)
- ``search_index``: ``search_fts``, ``search_terms``, ``search_labels``, ``search_vocab``
- ``meta``: ``kb_meta`` (build id, sidecars and their digests)
- ``schema``: every table's DDL (the migrations); ``migration_log``: ``_migrations``
- ``database``: statements on the whole file (open check, ``vacuum``)
- ``word_caches``: the search's word caches beside the knowledge base (jieba, lemma tables)

The modules import nothing of the readers (kb.cards, kb.rulings, kb.termbase, …), so a reader
may import any of them without a circle."""
