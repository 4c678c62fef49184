"""German words of the basic rulebook's glossary ("Allgemeine Regeln (Regelbuch) — Glossar"),
as the web page's text extraction left them (checked against every line of the corpus copy)."""

from ingest.parsers._glossary_language import GlossaryLanguage, LostSymbolHeadword

# Where the symbols below come from: the Comprehensive Rules list the mana symbols ({X}, {0},
# the numerals {1}, {2}, {3} …, the hybrid symbols {W/U}, {W/B}, {U/B} … in this order) in
# rule 107.4 and in the glossary entry "Mana Symbol".
_CR_SYMBOLS = "Comprehensive Rules 107.4 and glossary 'Mana Symbol' (symbol order)"

GLOSSARY = GlossaryLanguage(
    preamble_patterns=(
        r"^Allgemeine Regeln\b",  # "Allgemeine Regeln (Regelbuch)": the page's title
        r"^Glossar$",
        r"^Tipp:",  # "Tipp: Schlage Begriffe, die du hier nicht findest, … nach."
    ),
    # German closing quotes (“ U+201C, ” U+201D) and brackets end a quoted or bracketed sentence.
    sentence_ends='.!?:;)]"“”»«',
    ellipses=("...", "…"),
    headword_max_words=6,
    outdated_marker="(veraltet)",
    # "Das Symbol {X} steht für …", "Das Symbol {0} bedeutet, …" with the symbol gone: the lines
    # open the entries {X} and {0}, whose headword lines (the symbol alone) vanished.
    # ("Das Symbol unterhalb der Illustration …" defines the expansion symbol: no verb follows.)
    headless_entry_patterns=(r"^Das Symbol (?:steht|bedeutet)\b",),
    damaged_headword_patterns=(
        r"^\s*$",  # the headword was a symbol and nothing else
        r"^\s*,",  # ", , und so weiter": a list of symbols without its symbols
        r"^-\w",  # "-Symbol" where "{T}-Symbol" stood
    ),
    lost_symbol_headwords=(
        LostSymbolHeadword(
            printed=", , und so weiter",
            cue=r"beliebigen Sorte Mana",
            reconstructed="{1}, {2}, {3} und so weiter",
            source=_CR_SYMBOLS,
        ),
        LostSymbolHeadword(
            printed=", , und so weiter",
            cue=r"Hybrid-Manasymbol",
            reconstructed="{W/U}, {W/B}, {U/B} und so weiter",
            source=_CR_SYMBOLS,
        ),
        LostSymbolHeadword(printed="", cue=r"wählbare Menge an Mana", reconstructed="{X}", source=_CR_SYMBOLS),
        LostSymbolHeadword(printed="", cue=r"nichts zum Wirken", reconstructed="{0}", source=_CR_SYMBOLS),
        LostSymbolHeadword(
            printed="-Symbol",
            cue=r"\benttappe diese\b",
            reconstructed="{Q}-Symbol",
            source="Comprehensive Rules 107.6 (untap symbol {Q})",
        ),
        LostSymbolHeadword(
            printed="-Symbol",
            cue=r"\btappe diese\b",
            reconstructed="{T}-Symbol",
            source="Comprehensive Rules 107.5 (tap symbol {T})",
        ),
    ),
    reference_keywords={
        "Siehe auch": "see_also",
        "Vergleiche": "compare",
        "Siehe": "redirect",
    },
    target_separators=(", ", " sowie ", " oder "),
    legal_patterns=(r"©\s*\d{4}", r"\([cC]\)\s*\d{4}", r"\bMarken(zeichen)? von\b", r"\btrademarks? of\b"),
    debris_chars="|",
)
