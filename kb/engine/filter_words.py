"""Words a filter may use for a value: ``chosen`` (what the source's controller chose as it
entered) and colour words, kept as one-letter codes."""

from __future__ import annotations

from kb.engine.objects import GameObject


def chosen_word(word: str, source: GameObject | None) -> str:
    """``chosen`` in a filter: what the source's controller chose as it entered (614.1c)."""
    if word != "chosen":
        return word
    return (source.chosen.get("color") if source is not None else None) or "none chosen"


def color_code(word: str) -> str:  # a colour word as the one-letter code colours are kept in
    return {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(word, word.upper())
