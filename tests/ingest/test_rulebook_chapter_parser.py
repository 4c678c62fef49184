"""The rulebook-chapter parser: one snippet per trap of the German rulebook chapters, both real
chapters, and a made-up chapter that needs nothing but a manifest entry."""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
from pathlib import Path

import pytest

from ingest.document import Document
from ingest.lang import get_language
from ingest.manifest import DocKind, SourceMeta, load_manifest
from ingest.parsers.rulebook_chapter import RulebookChapterLanguage, parse_rulebook_chapter
from ingest.pipeline import parse_corpus, parse_document
from ingest.records import Boilerplate, RulebookPassage

META = SourceMeta(id="t", file="t.txt", lang="de", kind=DocKind.RULEBOOK_CHAPTER, title="Die Zonen", era="2010", sha256="0" * 64)
FIXTURE = Path(__file__).parent / "fixtures" / "made_up" / "rulebook-chapter.de.txt"
DE = get_language("de").data_for("rulebook-chapter")


def _parse(lines: list[str], meta: SourceMeta = META):
    records = parse_rulebook_chapter(Document(meta=meta, path=Path("t.txt"), lines=lines))
    return sorted(records, key=lambda r: r.lines)


def _shape(records):
    """(kind, lines) of each record; boilerplate shows its name instead of its kind."""
    return [(r.name.value if isinstance(r, Boilerplate) else r.kind.value, r.lines) for r in records]


# Each case: lines in → every record out as (kind or boilerplate name, lines), plus key fields.
CASES = {
    "chapter title line is preamble; a heading names the passages below it": (
        ["Die Zonen", "Jede Karte ist in einer Zone.", "Bibliothek", "Eure Bibliothek ist geheim."],
        [("preamble", (1, 1)), ("passage", (2, 2)), ("section-title", (3, 3)), ("passage", (4, 4))],
        {(2, 2): {"heading": None, "chapter": "Die Zonen"}, (4, 4): {"heading": "Bibliothek"}},
    ),
    "short line ending in a function word is a paragraph cut in two, not a heading": (
        ["Manakosten", "Fast alles in", "Magic kostet Mana. Mana ist das Geld des Spiels."],
        [("section-title", (1, 1)), ("passage", (2, 3))],
        {(2, 3): {"text": "Fast alles in Magic kostet Mana. Mana ist das Geld des Spiels.", "heading": "Manakosten"}},
    ),
    "lost mana symbols split a paragraph; punctuation and lowercase lines continue it": (
        [
            "Dann steht da: „Erhöhe deinen Manavorrat um",
            ".“ Wenn ihr euren Manavorrat um",
            ",",
            "oder mehr farblose Mana erhöht, gilt das.",
            "Neuer Absatz.",
        ],
        [("passage", (1, 4)), ("passage", (5, 5))],
        {
            (1, 4): {
                "text": "Dann steht da: „Erhöhe deinen Manavorrat um .“ Wenn ihr euren Manavorrat um , "
                "oder mehr farblose Mana erhöht, gilt das."
            }
        },
    ),
    "page break mid-paragraph: the page number and blank lines fall inside the passage": (
        ["Wer aus einer leeren Bibliothek", "", "14", "", "ziehen müsste, verliert das Spiel."],
        [("passage", (1, 5))],
        {(1, 5): {"text": "Wer aus einer leeren Bibliothek ziehen müsste, verliert das Spiel."}},
    ),
    "hyphenated line break joins the word; an elided compound keeps its hyphen": (
        ["Niemand darf ihre Reihen-", "folge ändern. Jedes Tapp-", "oder Enttapp-Symbol zählt. Nicht-", "Kreaturen auch."],
        [("passage", (1, 4))],
        {(1, 4): {"text": "Niemand darf ihre Reihenfolge ändern. Jedes Tapp- oder Enttapp-Symbol zählt. Nicht-Kreaturen auch."}},
    ),
    "heading versus short paragraph: punctuation decides": (
        ["Tappen", "Tappen heißt drehen.", "Hier gilt entsprechendes..."],
        [("section-title", (1, 1)), ("passage", (2, 2)), ("passage", (3, 3))],
        {(3, 3): {"heading": "Tappen"}},
    ),
    "list after a colon belongs to its intro; a change of line style ends it": (
        [
            "Sie heißen:",
            "Land",
            "Kreatur",
            "Planeswalker (Weltenwanderer)",
            "Mit Ausnahme von Ländern sind alle Karten Zaubersprüche.",
        ],
        [("passage", (1, 4)), ("passage", (5, 5))],
        {(1, 4): {"text": "Sie heißen:\nLand\nKreatur\nPlaneswalker (Weltenwanderer)"}},
    ),
    "lowercase items after a colon are items of the intro": (
        ["Ihr könnt Karten nur spielen:", "wenn ihr am Zug seid,", "wenn der Stapel leer ist.", "Außerdem gibt es Obertypen."],
        [("passage", (1, 3)), ("passage", (4, 4))],
        {(1, 3): {"text": "Ihr könnt Karten nur spielen:\nwenn ihr am Zug seid,\nwenn der Stapel leer ist."}},
    ),
    "a new intro or a connective ends a list of statements": (
        [
            "Für bleibende Karten gilt:",
            "Sie bleiben im Spiel.",
            "Für Hexereien gilt:",
            "Sie gehen in den Friedhof.",
            "Und dann gibt es noch Auren, die etwas verzaubern.",
        ],
        [("passage", (1, 2)), ("passage", (3, 4)), ("passage", (5, 5))],
        {(3, 4): {"text": "Für Hexereien gilt:\nSie gehen in den Friedhof."}},
    ),
    "sidebar box: title and debris are boilerplate; its heading ends with the box": (
        [
            "Tappen",
            "-Einsatzverzögerung",
            "| |  |",
            "| Kreaturen greifen nicht sofort an.",
            "|",
            "|",
            "Danach gilt wieder die Überschrift Tappen.",
        ],
        [
            ("section-title", (1, 1)),
            ("section-title", (2, 2)),
            ("table-debris", (3, 3)),
            ("passage", (4, 4)),
            ("table-debris", (5, 6)),
            ("passage", (7, 7)),
        ],
        {(4, 4): {"heading": "Einsatzverzögerung", "text": "Kreaturen greifen nicht sofort an."}, (7, 7): {"heading": "Tappen"}},
    ),
    "box title may start lowercase; a dash line without debris after it is text": (
        ["-deiner Wahl, Ziel", "| | |", "|", "Ihr wählt ein Ziel.", "|", "|", "-dies ist kein Kasten."],
        [("section-title", (1, 1)), ("table-debris", (2, 3)), ("passage", (4, 4)), ("table-debris", (5, 6)), ("passage", (7, 7))],
        {(4, 4): {"heading": "deiner Wahl, Ziel"}, (7, 7): {"heading": None}},
    ),
    "numbered steps with their text on the next line belong to the paragraph above": (
        [
            "Am besten mit einem Beispiel:",
            "|",
            "1) |",
            "Euer Gegner wirkt Blitz.",
            "|",
            "2) |",
            "Ihr antwortet mit Wachstum.",
            "|",
            "Was wäre, wenn Wachstum zuerst käme?",
            "1) |",
            "Wachstum geht auf den Stapel.",
        ],
        [("passage", (1, 7)), ("table-debris", (8, 8)), ("passage", (9, 11))],
        {
            (1, 7): {"text": "Am besten mit einem Beispiel:\n1) Euer Gegner wirkt Blitz.\n2) Ihr antwortet mit Wachstum."},
            (9, 11): {"text": "Was wäre, wenn Wachstum zuerst käme?\n1) Wachstum geht auf den Stapel."},
        },
    ),
    "numbered heading is a section heading; its number is dropped from the heading": (
        ["3) Hexereien", "Hexereien gehen danach in den Friedhof.", "8) Stammes-…", "Stammes-Karten haben Kreaturentypen."],
        [("section-title", (1, 1)), ("passage", (2, 2)), ("section-title", (3, 3)), ("passage", (4, 4))],
        {(2, 2): {"heading": "Hexereien"}, (4, 4): {"heading": "Stammes-…"}},
    ),
    "an example paragraph belongs to the rule it illustrates": (
        [
            "Die Karte hat immer Vorrang.",
            "Zum Beispiel darf man mit Aufblitzen jederzeit wirken.",
            "Beispiel: Ihr wirkt eine Kreatur im Kampf.",
            "So ist das eben.",
        ],
        [("passage", (1, 3)), ("passage", (4, 4))],
        {
            (1, 3): {
                "text": "Die Karte hat immer Vorrang.\nZum Beispiel darf man mit Aufblitzen jederzeit wirken.\n"
                "Beispiel: Ihr wirkt eine Kreatur im Kampf."
            }
        },
    ),
    "definitions separated by a blank line are two passages": (
        [
            "-Stärke & Widerstandskraft",
            "| |  |",
            "| Stärke – so viel Schaden teilt die Kreatur aus",
            "",
            "Widerstandskraft – so viel Schaden hält sie aus",
            "|",
            "|",
        ],
        [("section-title", (1, 1)), ("table-debris", (2, 2)), ("passage", (3, 3)), ("passage", (5, 5)), ("table-debris", (6, 7))],
        {(3, 3): {"text": "Stärke – so viel Schaden teilt die Kreatur aus", "heading": "Stärke & Widerstandskraft"}},
    ),
    "an example sentence opening with 'So könnt ihr' stays with the rule above it": (
        [
            "Ist ein Kartentyp angegeben, ist eine bleibende Karte gemeint.",
            "So könnt ihr mit Rückruf nur eine Kreatur im Spiel anzielen.",
            "Ein neuer Absatz.",
        ],
        [("passage", (1, 2)), ("passage", (3, 3))],
        {
            (1, 2): {
                "text": "Ist ein Kartentyp angegeben, ist eine bleibende Karte gemeint.\n"
                "So könnt ihr mit Rückruf nur eine Kreatur im Spiel anzielen."
            }
        },
    ),
    "a short line ending the page before a lowercase continuation is not a heading": (
        ["Tappen", "Wer eine Karte tappt", "|", "7", "", "dreht sie seitwärts."],
        [("section-title", (1, 1)), ("passage", (2, 6))],
        {(2, 6): {"text": "Wer eine Karte tappt dreht sie seitwärts.", "heading": "Tappen"}},
    ),
    "inside an unclosed box a short line is text, but a numbered heading ends the box": (
        ["-Modus", "| |  |", "| Bestimme eines —", "Nur ein Modus zählt.", "2) Kreaturen", "Kreaturen kämpfen."],
        [
            ("section-title", (1, 1)),
            ("table-debris", (2, 2)),
            ("passage", (3, 4)),
            ("section-title", (5, 5)),
            ("passage", (6, 6)),
        ],
        {(3, 4): {"heading": "Modus"}, (6, 6): {"heading": "Kreaturen"}},
    ),
    "a page number between paragraphs and a legal line are boilerplate": (
        ["Ein Absatz endet hier.", "12", "Ein neuer Absatz beginnt.", "© 2031 Nebelhafen Spiele."],
        [("passage", (1, 1)), ("footer", (2, 2)), ("passage", (3, 3)), ("legal", (4, 4))],
        {},
    ),
}


@pytest.mark.unit
@pytest.mark.parametrize("lines, shape, fields", CASES.values(), ids=list(CASES))
def test_parse_rulebook_chapter_trap_snippet_gives_expected_records(lines, shape, fields):
    records = _parse(lines)
    assert _shape(records) == shape
    by_lines = {r.lines: r for r in records}
    for rng, expected in fields.items():
        record = by_lines[rng]
        for name, value in expected.items():
            assert getattr(record, name) == value, f"{record.id}.{name}"


@pytest.mark.unit
@pytest.mark.parametrize(
    "change, message",
    [
        ({"numbered_pattern": r"^\d+\)"}, "numbered_pattern: needs a group"),
        ({"numbered_pattern": r"^(\d+\)"}, "numbered_pattern: bad regular expression"),
        ({"bullets": ("- ", "• - ")}, "bullets: list longest first"),
        ({"box_title_marks": "|"}, "box_title_marks: ['|'] are also debris_chars"),
        ({"debris_chars": ""}, "debris_chars: need one or more non-space characters"),
        ({"page_number_patterns": ("(",)}, "page_number_patterns[0]: bad regular expression"),
    ],
)
def test_rulebook_language_bad_data_is_refused_naming_the_field(change, message):
    fields = {f.name: getattr(DE, f.name) for f in dataclasses.fields(RulebookChapterLanguage) if f.init}
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("(", r"\(").replace(")", r"\)")):
        RulebookChapterLanguage(**{**fields, **change})


@pytest.mark.unit
def test_parse_rulebook_chapter_without_rulebook_data_names_the_language():
    zh = dataclasses.replace(META, lang="zh")
    with pytest.raises(ValueError, match="'zh' has no data for documents of kind 'rulebook-chapter'"):
        _parse(["一段。"], zh)


# -- the real documents -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def chapters():
    metas = {m.id: m for m in load_manifest()}
    return {id_: parse_document(metas[id_]) for id_ in ("casting-de", "card-types-de")}


def _at(parsed, cls, first, last):
    found = [r for r in parsed.records if isinstance(r, cls) and r.lines == (first, last)]
    assert found, f"no {cls.__name__} at {first}-{last}"
    return found[0]


@pytest.mark.integration
@pytest.mark.parametrize("source, passages, boilerplate", [("casting-de", 19, 15), ("card-types-de", 59, 43)])
def test_rulebook_chapter_every_line_accounted_once(chapters, source, passages, boilerplate):
    acc = chapters[source].accounting
    assert acc.ok and acc.unaccounted == [] and acc.overlaps == {}
    assert acc.records_by_kind == {"passage": passages, "boilerplate": boilerplate}


@pytest.mark.integration
@pytest.mark.parametrize(
    "source, first, last, heading, start, end",
    [
        ("casting-de", 1, 1, None, "Alle Karten außer Ländern", "erklären wir im Folgenden."),
        ("casting-de", 3, 4, "Manakosten", "Fast alles in Magic kostet Mana.", "wie viel Mana benötigt wird."),
        ("casting-de", 7, 10, "Mana erzeugen", "Andere Länder", "um , oder mehr farblose Mana erhöht, beachtet"),
        (
            "casting-de",
            13,
            15,
            "Tappen",
            "Eine Karte zu tappen",
            "das Symbol enthalten ( bedeutet „tappe diese bleibende Karte“).",
        ),
        ("casting-de", 20, 21, "Einen Zauberspruch wirken", "Es gibt nun", "Hat der Zauberspruch ein in den Kosten"),
        (
            "casting-de",
            25,
            26,
            "deiner Wahl, Ziel",
            "Wenn der Begriff „deiner Wahl“",
            "der Zusatz „-karte“.\nSo könnt ihr mit Rückruf lediglich",
        ),
        ("casting-de", 30, 30, "Einen Zauberspruch wirken", "Überprüft nun", "wurde der Zauberspruch gewirkt."),
        (
            "casting-de",
            37,
            49,
            "Beispiel für Zaubersprüche auf dem Stapel",
            "Obwohl das bisher",
            "verdeutlichen:\n1) Euer Gegner wirkt Einäscherung",
        ),
        (
            "casting-de",
            51,
            62,
            "Beispiel für Zaubersprüche auf dem Stapel",
            "Was wäre passiert",
            "\n4) Wenn das Titanische Wachstum versucht",
        ),
        (
            "casting-de",
            67,
            68,
            "Die „Goldene Regel“",
            "Wenn eine Karte den Spielregeln widerspricht",
            "außer Kraft setzen.\nZum Beispiel besagen die Regeln",
        ),
        (
            "card-types-de",
            2,
            10,
            None,
            "In Magic gibt es acht verschiedene Kartentypen. Sie heißen:\nLand\n",
            "\nPlaneswalker (Weltenwanderer)\nStammes-(Karten)",
        ),
        ("card-types-de", 20, 22, None, "Mit Ausnahme von Spontanzaubern", "nur spielen:\nwenn ihr am Zug seid"),
        (
            "card-types-de",
            26,
            27,
            None,
            "Den Karten-, Ober- und Untertyp",
            "Reihenfolge:\n[Obertypen] [Kartentypen] — [Untertypen]",
        ),
        ("card-types-de", 33, 33, "Standardländer", "Ihr könnt beliebig viele Standardländer", "pro Deck beschränkt sind."),
        (
            "card-types-de",
            39,
            44,
            "Die Untertypen „Ebene“, „Insel“, „Sumpf“, „Gebirge“ oder „Wald“",
            "Die Regeln für diese Untertypen besagen:\ndass ihr eine Ebene",
            "\ndass ihr einen Wald",
        ),
        ("card-types-de", 49, 49, "Länder", "Die Kosten einer Karte bestimmen ihre Farbe.", "farblos."),
        ("card-types-de", 55, 55, "Stärke & Widerstandskraft", "Stärke – so viel", "im Kampf aus"),
        ("card-types-de", 57, 57, "Stärke & Widerstandskraft", "Widerstandskraft – so viel", "in den Friedhof zu legen"),
        ("card-types-de", 73, 73, "Einsatzverzögerung", "Kreaturen können in dem Zug", "Tapp- ( ) oder Enttapp-Symbol ( )"),
        (
            "card-types-de",
            102,
            103,
            "Spontanzauber",
            "Außerdem könnt ihr Spontanzauber",
            "eine Fähigkeit spielen.\nSo könnt ihr beispielsweise mit einem „Schock“",
        ),
        ("card-types-de", 105, 105, "Verzauberungen", "Verzauberungen gibt es in zwei Varianten.", "„Glorreiche Hymne“:"),
        ("card-types-de", 106, 106, "Verzauberungen", "Und dann gibt es noch Verzauberungen", "Kreatur verzaubern.)"),
        (
            "card-types-de",
            117,
            120,
            "Planeswalker (Weltenwanderer)",
            "Planeswalker sind bleibende Karten",
            "\nJeder Planeswalker hat aktivierte Fähigkeiten.",
        ),
        ("card-types-de", 130, 130, "Schaden", "Wenn ein Spieler, der einen Planeswalker kontrolliert", "zuzufügen.)"),
        ("card-types-de", 137, 137, "Stammes-…", "Eine Stammes-Karte zählt", "Kreaturentyps."),
    ],
)
def test_rulebook_chapter_spot_checks_have_exact_lines(chapters, source, first, last, heading, start, end):
    passage = _at(chapters[source], RulebookPassage, first, last)
    assert passage.heading == heading
    assert passage.chapter == chapters[source].meta.title
    assert passage.text.startswith(start)
    assert end in passage.text


@pytest.mark.integration
@pytest.mark.parametrize(
    "source, first, last, name",
    [
        ("casting-de", 2, 2, "section-title"),
        ("casting-de", 17, 17, "section-title"),
        ("casting-de", 22, 22, "section-title"),
        ("casting-de", 23, 24, "table-debris"),
        ("casting-de", 50, 50, "table-debris"),
        ("casting-de", 64, 64, "section-title"),
        ("casting-de", 69, 70, "table-debris"),
        ("card-types-de", 1, 1, "preamble"),
        ("card-types-de", 28, 28, "section-title"),
        ("card-types-de", 31, 31, "section-title"),
        ("card-types-de", 35, 36, "table-debris"),
        ("card-types-de", 134, 134, "section-title"),
        ("card-types-de", 138, 138, "table-debris"),
    ],
)
def test_rulebook_chapter_boilerplate_has_exact_lines(chapters, source, first, last, name):
    assert _at(chapters[source], Boilerplate, first, last).name.value == name


@pytest.mark.integration
def test_card_types_headings_follow_the_printed_sections(chapters):
    headings = [
        r.text
        for r in chapters["card-types-de"].records
        if isinstance(r, Boilerplate) and r.name.value == "section-title" and not r.text.startswith("-")
    ]
    assert headings == [
        "1) Länder",
        "2) Kreaturen",
        "3) Hexereien",
        "4) Spontanzauber",
        "5) Verzauberungen",
        "6) Artefakte",
        "7) Planeswalker (Weltenwanderer)",
        "8) Stammes-…",
    ]


# -- a new document needs only a manifest entry -----------------------------------------------


@pytest.mark.integration
def test_made_up_rulebook_chapter_parses_from_a_manifest_entry_alone(tmp_path):
    shutil.copy(FIXTURE, tmp_path / "made-up.de.txt")
    digest = hashlib.sha256(FIXTURE.read_bytes()).hexdigest()
    (tmp_path / "manifest.toml").write_text(
        '[[document]]\nid = "made-up-zones"\nfile = "made-up.de.txt"\nlang = "de"\nkind = "rulebook-chapter"\n'
        f'title = "Die Spielzonen"\nera = "2031"\nsha256 = "{digest}"\n',
        encoding="utf-8",
    )
    [parsed] = parse_corpus(tmp_path)
    assert parsed.accounting.ok
    assert _shape(parsed.records[1:]) == [
        ("preamble", (1, 1)),
        ("passage", (2, 2)),
        ("section-title", (3, 3)),
        ("passage", (4, 5)),
        ("passage", (6, 10)),
        ("section-title", (11, 11)),
        ("passage", (12, 13)),
        ("passage", (14, 16)),
        ("section-title", (17, 17)),
        ("table-debris", (18, 18)),
        ("passage", (19, 22)),
        ("table-debris", (23, 24)),
        ("passage", (25, 25)),
        ("section-title", (26, 26)),
        ("passage", (27, 30)),
        ("passage", (31, 31)),
        ("section-title", (32, 32)),
        ("passage", (33, 40)),
        ("table-debris", (41, 41)),
        ("passage", (42, 42)),
        ("legal", (43, 43)),
    ]
    rec = {r.lines: r for r in parsed.records[1:]}
    assert rec[(4, 5)].text.endswith("ihre Reihenfolge verändern.")
    assert rec[(6, 10)].text.endswith("Wer aus einer leeren Bibliothek ziehen müsste, verliert das Spiel.")
    assert rec[(12, 13)].text.startswith("Es gibt drei Wege in den Friedhof:")
    assert rec[(19, 22)].heading == "Totenbeschwörung" and "\nBeispiel: Ihr wirkt Grabraub" in rec[(19, 22)].text
    assert rec[(25, 25)].heading == "Friedhof" and rec[(27, 30)].heading == "Exil"
    assert rec[(27, 30)].text.endswith(":\nVerbannen\nAussetzen\nVorhersagen")
    assert rec[(33, 40)].text.endswith("\n2) Euer Gegner antwortet mit einem Tapp- oder Enttapp-Effekt.")
    assert {r.chapter for r in parsed.records[1:] if isinstance(r, RulebookPassage)} == {"Die Spielzonen"}


# Passages whose rules or terms have since changed: data/rules/change-patterns.csv finds them in these records,
# so each such rule must sit in exactly one passage with the lines verified against the file.
@pytest.mark.integration
@pytest.mark.parametrize(
    "source, first, last, phrase",
    [
        ("card-types-de", 117, 120, "Es können sich nie zwei (oder mehr) Planeswalker des gleichen Untertyps"),
        ("card-types-de", 130, 130, "diesen Schaden komplett dem Planeswalker statt dem Spieler zuzufügen"),
        ("card-types-de", 2, 10, "Stammes-(Karten)"),
        ("card-types-de", 17, 19, "Mit Ausnahme des „Stammes“-Kartentyp"),
        ("card-types-de", 135, 135, "„Stammes-Spontanzauber“"),
        ("casting-de", 27, 27, "wird der Spruch beziehungsweise die Fähigkeit neutralisiert"),
    ],
)
def test_rulebook_chapter_since_changed_rule_is_in_one_passage(chapters, source, first, last, phrase):
    holders = [r.lines for r in chapters[source].records if isinstance(r, RulebookPassage) and phrase in r.text]
    assert holders == [(first, last)]
