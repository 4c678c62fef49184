"""English language data (queries and curated labels; no English documents yet)."""

from ingest.lang import Language

LANGUAGE = Language(code="en", name="English", line_joiner=" ", kind_data={})
