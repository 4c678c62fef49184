"""German words of a set's release notes ("Sethinweise"), as printed by Wizards of the Coast
(checked against the Doctor Who notes of 2023-06-22)."""
from ingest.parsers.release_notes import ReleaseNotesLanguage

RELEASE_NOTES = ReleaseNotesLanguage(
    section_titles={
        "ALLGEMEINES": "general",  # tournament legality, then one heading per mechanic
        "KARTENSPEZIFISCHES": "cards",  # one entry per card with its rulings
    },
    subsection_titles={
        "KARTENSPEZIFISCHES ZU PLANECHASE": ("cards", "planar"),  # the planar cards ("Welt — …")
        "KARTENSPEZIFISCHES ZU COMMANDER": ("cards", "commander"),
    },
    heading_prefixes={
        "Neue Schlüsselwortfähigkeit": "keyword ability",
        "Wiederkehrende Schlüsselwortfähigkeit": "keyword ability",
        "Neue Schlüsselwortaktion": "keyword action",
        "Wiederkehrende Schlüsselwortaktion": "keyword action",
        "Neues Fähigkeitswort": "ability word",
        "Wiederkehrendes Fähigkeitswort": "ability word",
        "Neuer Kreaturentyp": "creature type",
        "Wiederkehrender Kreaturentyp": "creature type",
        # "Neue Mechanik: verdeckte Cybermen" names no keyword: a theme shared by several cards.
        "Neue Mechanik": "theme",
        "Wiederkehrende Mechanik": "theme",
        "Neues Thema": "theme",
        "Wiederkehrendes Thema": "theme",
        "Regeländerung": "rule change",
        "Neue Spielregel": "new game rule",
        "Kartenkombination": "combination",
    },
    heading_separator=":",
    # Hyphenated compounds are accepted German spelling, not misprints.
    heading_prefix_variants={
        "Neue Schlüsselwort-Fähigkeit": "Neue Schlüsselwortfähigkeit",
        "Wiederkehrende Schlüsselwort-Fähigkeit": "Wiederkehrende Schlüsselwortfähigkeit",
        "Neue Schlüsselwort-Aktion": "Neue Schlüsselwortaktion",
        "Wiederkehrende Schlüsselwort-Aktion": "Wiederkehrende Schlüsselwortaktion",
    },
    # The "t" of "Schlüsselwort" is dropped in print.
    heading_prefix_typos={
        "Neue Schlüsselworfähigkeit": "Neue Schlüsselwortfähigkeit",
        "Wiederkehrende Schlüsselworfähigkeit": "Wiederkehrende Schlüsselwortfähigkeit",
    },
    heading_typo_similarity=0.9,
    whole_headings={
        "Turnierlegalität der Karten": "information",
    },
    bare_heading_max_words=6,
    bare_heading_kind="information",
    bullets=("- * ", "- ", "* "),
    sentence_ends=".!?)“”\"…*",
    open_ends=",-:",
    open_end_words=(
        "der", "die", "das", "des", "dem", "den", "ein", "eine", "einen", "einem", "einer", "eines",
        "und", "oder", "von", "vom", "in", "im", "zu", "zum", "zur", "auf", "mit", "bis", "nach", "aus",
        "für", "an", "am", "als", "wie", "dass", "deiner", "deines", "deinem", "deinen", "jeden", "jede",
    ),
    bracket_pairs={"(": ")", "„": "“", "[": "]"},
    supertypes=(
        "Legendäre", "Legendärer", "Legendäres", "Verschneite", "Verschneiter", "Verschneites",
    ),
    card_types=(
        "Kreatur", "Artefaktkreatur", "Verzauberungskreatur", "Landkreatur", "Artefakt", "Verzauberung",
        "Hexerei", "Spontanzauber", "Land", "Standardland", "Planeswalker", "Schlacht", "Stammes-Hexerei",
        "Stammes-Spontanzauber", "Stammes-Verzauberung", "Stammes-Artefakt", "Welt", "Phänomen",
    ),
    type_dash="—",
    planar_types=("Welt", "Phänomen"),
    planar_subsection="planar",
    face_separators={"//": "split", "//ADV//": "adventure"},
    mode_intro_patterns=(
        r"^(?:.+ — )?Bestimme (?:eines|einen|zwei|drei|vier|fünf|X|bis zu \S+|ein oder mehr(?:ere)?)"
        r"(?: oder (?:beide|mehr(?:ere)?))?\s*(?:—|\.)",
    ),
    continuation_openers=(
        "Falls du dies tust", "Wenn du dies tust", "Falls er dies tut", "Falls sie dies tut",
        "Aktiviere diese Fähigkeit", "Diese Fähigkeit wird nur", "Weltenwandere danach",
    ),
    keyword_max_words=6,
    keyword_lowercase_starts=("verursacht Trampelschaden",),
    sentence_openers=(
        "Immer wenn", "Wenn ", "Falls ", "Zu Beginn", "Solange ", "Sowie ", "Am Ende", "Während ",
    ),
    links_patterns=(r"^Unter \[[^\]]+\]\([^)]+\) findest du",),
    legal_patterns=(
        r"\b(?:sind|ist eine) Marken? von\b",
        r"^©\s*\d{4}",
        r"\bare trade ?marks of\b",
        r"^Licensed by\b",
    ),
)
