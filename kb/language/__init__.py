"""What the words of a language are, below both the termbase and search: spaCy's stop lists and
lemma tables read as files (``spacy_data``), the English stop words, and the rule that decides
when a label spelt like a function word names its concept (``function_words``). The termbase
tags records and search reads questions with the same rule, so it lives under both."""
