"""German language data: one module per document kind, one UPPER_CASE constant each."""

from ingest.lang import Language

LANGUAGE = Language(
    code="de",
    name="Deutsch",
    line_joiner=" ",
    kind_data={
        "release-notes": "ingest.lang.de.release_notes:RELEASE_NOTES",
        "glossary": "ingest.lang.de.glossary:GLOSSARY",
        "rulebook-chapter": "ingest.lang.de.rulebook:RULEBOOK_CHAPTER",
    },
)
