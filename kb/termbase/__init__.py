"""The termbase: concepts (mechanics, keywords, zones, card types, steps, counters,
actions) with their labels in German, Chinese and English across eras (today's wording,
2006 wording, words marked outdated, typos found in the corpus), card names across
languages, and the concepts each record is about or mentions.

    resolve(db, term) -> Resolution        get_concept(db, id) -> Concept
    concepts_in(db, text, lang) -> [ConceptMatch]
    list_concepts(db, query=None) -> [Concept]
    chinese_labels(db=None) -> [str]        (jieba user dictionary; CSV when db is None)
    kb.termbase.cards.printed_names_for(db, name) -> CardNames | None

Import the module you use (``kb.termbase.lookup``, ``.model``, ``.cards``, ``.results``): the
package imports nothing, so a cold ``judgedesk card`` that only reads printed names does not load
the lookup and its pydantic results (about 60 ms)."""
