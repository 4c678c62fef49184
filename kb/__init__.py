"""The knowledge base: storage, lookups, termbase, search, the rules engine and its checks."""
