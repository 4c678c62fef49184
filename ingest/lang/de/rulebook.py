"""German words of a basic-rulebook chapter ("Einen Zauberspruch wirken", "Die Kartentypen"),
as the PDF extraction of the rulebook left them (checked against both chapters in the corpus)."""

from ingest.parsers._rulebook_language import RulebookChapterLanguage

RULEBOOK_CHAPTER = RulebookChapterLanguage(
    # Sidebar boxes: "-Einsatzverzögerung" glued to its title, then "| |  |" on the next line.
    box_title_marks="-",
    debris_chars="|",
    numbered_pattern=r"^(\d{1,2})\)(?=\s|$)",  # "3) Hexereien", "1) |"
    bullets=("• ", "– ", "- ", "* "),
    # German closing quote “ (U+201C) ends a quotation; „ opens one and may start a sentence.
    continuation_starts=",.;:)]}“”’»…",
    sentence_ends=".!?:…",
    heading_forbidden_ends=".!?:;,",
    closers="“”’\"')]}»«",
    list_intro_ends=":",
    dangling_words=frozenset(
        {
            # articles
            "der",
            "die",
            "das",
            "den",
            "dem",
            "des",
            "ein",
            "eine",
            "einen",
            "einem",
            "einer",
            "eines",
            # prepositions that do not double as verb particles at a clause's end
            "in",
            "im",
            "ins",
            "für",
            "von",
            "vom",
            "zum",
            "zur",
            "bei",
            "beim",
            "mit",
            "durch",
            "gegen",
            "ohne",
            "unter",
            "über",
            "zwischen",
            "während",
            "wegen",
            # conjunctions
            "und",
            "oder",
            "aber",
            "sowie",
            "sondern",
            "dass",
            "wenn",
            "falls",
            "als",
            "wie",
            "weil",
            "ob",
            "bzw.",
            "beziehungsweise",
        }
    ),
    hyphen_keep_words=frozenset({"und", "oder", "bzw.", "beziehungsweise", "sowie", "bis"}),
    prose_openers=(
        "Und ",
        "Aber ",
        "Doch ",
        "Außerdem ",
        "Allerdings ",
        "Jedoch ",
        "Dennoch ",
        "Trotzdem ",
        "Deshalb ",
        "Daher ",
        "Zudem ",
        "Dann ",
    ),
    # "So könnt ihr mit Rückruf …" illustrates the rule printed just above it, like "Zum Beispiel …".
    example_openers=("Beispiel:", "Beispiele:", "Zum Beispiel", "Beispielsweise", "So könnt ihr ", "So kann man "),
    page_number_patterns=(r"^\d{1,3}$", r"^(Seite|S\.)\s*\d{1,3}(\s*(von|/)\s*\d{1,3})?$"),
    legal_patterns=(r"©\s*\d{4}", r"\([cC]\)\s*\d{4}", r"eingetragene(s)? (Waren)?[Zz]eichen", r"Markenzeichen von"),
)
