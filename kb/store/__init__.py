"""The query layer of the knowledge base: every read of its tables, and the ingest's writes of
the documents, behind functions returning typed rows. One module per family of tables:

- ``records``: ``records``, ``record_names`` (writing parsed documents, reading records back)
- ``cards``: the card view's name lookups over ``record_names`` and ``card_names``
- ``sources``: ``sources`` and ``source_lines`` (the documents and their lines)
- ``names``: card names and concept labels as a judge types them
- ``rules``: ``rule_links``, ``record_status``, ``read_links`` (rules and status of records)
- ``termbase``: ``concepts``, ``concept_labels``, ``card_names`` (the termbase's lookups)
- ``concepts``: ``record_concepts`` and ``counterpart_pairs`` (crosscheck and coverage)

The modules import nothing of the readers (kb.cards, kb.rulings, kb.termbase, …), so a reader
may import any of them without a circle."""
