"""Simplified Chinese language data: one module per document kind, one UPPER_CASE constant each."""

from ingest.lang import Language

LANGUAGE = Language(
    code="zh",
    name="简体中文",
    line_joiner="",
    kind_data={
        "faq": "ingest.lang.zh.faq:FAQ",
    },
)
