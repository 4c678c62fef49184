"""The release-notes parser: one snippet per trap of the German Doctor Who release notes, the real
document, and a made-up release-notes file that needs nothing but a manifest entry."""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
from pathlib import Path

import pytest

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.manifest import DocKind, SourceMeta, load_manifest
from ingest.parsers.release_notes import ReleaseNotesLanguage, parse_release_notes
from ingest.pipeline import parse_corpus, parse_document
from ingest.records import Boilerplate, Card, Mechanic, Ruling

META = SourceMeta(id="t", file="t.txt", lang="de", kind=DocKind.RELEASE_NOTES, title="T", era="2023", sha256="0" * 64)
FIXTURE = Path(__file__).parent / "fixtures" / "made_up" / "release-notes.de.txt"
DE = get_language("de").data_for("release-notes")

GEN = "ALLGEMEINES"
CARDS = "KARTENSPEZIFISCHES"
PLANAR = "KARTENSPEZIFISCHES ZU PLANECHASE"
BEAR = ["Bär", "{1}{G}", "Kreatur — Bär", "2/2"]


def _parse(lines: list[str]):
    records = parse_release_notes(Document(meta=META, path=Path("t.txt"), lines=lines))
    return sorted(records, key=lambda r: r.lines)


def _shape(records):
    return [(r.kind.value, r.lines) for r in records]


def _value(record, name):
    value = getattr(record, name)
    if name == "faces":
        return [f.name for f in value]
    return getattr(value, "value", value)


# Each case: lines in → every record out as (kind, lines), plus key fields of some of them.
CASES = {
    "indented card text wrapped over lines; keyword lines stay abilities of their own": (
        [
            CARDS,
            "Cyber-Schiff",
            " {6}",
            " Artefakt — Fahrzeug",
            " 8/8",
            " Fliegend",
            " Immer wenn das Schiff einem Spieler",
            " Kampfschaden zufügt, ziehe eine Karte.",
            " Bemannen 4",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 9)), ("ruling", (11, 11))],
        {
            (2, 9): {
                "mana_cost": "{6}",
                "type_line": "Artefakt — Fahrzeug",
                "power_toughness": "8/8",
                "rules_text": "Fliegend\nImmer wenn das Schiff einem Spieler Kampfschaden zufügt, ziehe eine Karte.\nBemannen 4",
            }
        },
    ),
    "card text split by blank lines; a reminder after a blank line belongs to the card": (
        [
            CARDS,
            "Stille",
            "",
            "{3}{U}",
            "",
            "Kreatur — Alien",
            "",
            "3/3",
            "",
            "Das Wesen destabilisiert sich.",
            "",
            "(Behandle es, als würde es nicht existieren.)",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 12)), ("ruling", (14, 14))],
        {(2, 12): {"rules_text": "Das Wesen destabilisiert sich. (Behandle es, als würde es nicht existieren.)"}},
    ),
    "card sentence broken across a blank line goes on with a capitalised word": (
        [
            CARDS,
            "Vastra",
            "{2}{G}",
            "Legendäre Kreatur — Eidechse",
            "3/3",
            "Immer wenn eine Kreatur, der von",
            "",
            "Madame Vastra Schaden zugefügt wurde, stirbt, ziehe eine Karte.",
            "Eile",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 9)), ("ruling", (11, 11))],
        {
            (2, 9): {
                "rules_text": "Immer wenn eine Kreatur, der von Madame Vastra Schaden zugefügt wurde, stirbt, "
                "ziehe eine Karte.\nEile"
            }
        },
    ),
    "'Falls du dies tust' and a reminder paragraph continue the ability above": (
        [
            CARDS,
            *BEAR,
            "Immer wenn der Bär angreift, kannst du {8} bezahlen.",
            "",
            "Falls du dies tust, ziehe eine Karte.",
            "",
            "(Bären sind pelzig.)",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 10)), ("ruling", (12, 12))],
        {
            (2, 10): {
                "rules_text": "Immer wenn der Bär angreift, kannst du {8} bezahlen. Falls du dies tust, ziehe eine "
                "Karte. (Bären sind pelzig.)",
                "mana_cost_normalized": "{1}{G}",
            }
        },
    ),
    "ruling split by a blank line goes on mid-sentence": (
        [CARDS, *BEAR, "- Gezählt werden Zaubersprüche, die gewirkt", "", "werden. Auch von außerhalb.", "", "- Nächste."],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (10, 10))],
        {
            (6, 8): {
                "text": "Gezählt werden Zaubersprüche, die gewirkt werden. Auch von außerhalb.",
                "bullet": "- ",
                "subject_kind": "card",
                "subject": "Bär",
                "subject_lines": (2, 5),
                "section": "cards",
            }
        },
    ),
    "ruling split by a blank line goes on with a capitalised word": (
        [
            CARDS,
            *BEAR,
            "- Fähigkeiten einschließlich der Myriade-Fähigkeit der",
            "",
            "Spielsteine werden nicht ausgelöst.",
            "- Nächste.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (9, 9))],
        {(6, 8): {"text": "Fähigkeiten einschließlich der Myriade-Fähigkeit der Spielsteine werden nicht ausgelöst."}},
    ),
    "a bullet after a blank line starts a new ruling": (
        [CARDS, *BEAR, "- Erste Regel.", "", "- Zweite Regel."],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 6)), ("ruling", (8, 8))],
        {(8, 8): {"text": "Zweite Regel."}},
    ),
    "empty bullet is boilerplate": (
        [CARDS, *BEAR, "- Regel.", "-", "", "Wolf", "{2}{R}", "Kreatur — Wolf", "3/1"],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 6)), ("boilerplate", (7, 7)), ("card", (9, 12))],
        {(7, 7): {"name": "empty-bullet"}},
    ),
    "indented and starred bullet variants are kept as printed": (
        [CARDS, *BEAR, "- Eins.", " - Zwei.", "- * Drei.", "* Vier."],
        [
            ("boilerplate", (1, 1)),
            ("card", (2, 5)),
            ("ruling", (6, 6)),
            ("ruling", (7, 7)),
            ("ruling", (8, 8)),
            ("ruling", (9, 9)),
        ],
        {
            (6, 6): {"bullet": "- "},
            (7, 7): {"bullet": " - ", "text": "Zwei."},
            (8, 8): {"bullet": "- * ", "text": "Drei."},
            (9, 9): {"bullet": "* ", "text": "Vier."},
        },
    ),
    "dashed modes and a dashed keyword line are card text, not rulings": (
        [
            CARDS,
            "Demolieren",
            "{1} {R} {G}",
            "Hexerei",
            "Bestimme eines —",
            "",
            "- Zerstöre ein Artefakt.",
            " - Du millst fünf Karten.",
            "- Rückblende {3} {R} {G}",
            "",
            "- „Rückblende [Kosten]“ bedeutet etwas.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 9)), ("ruling", (11, 11))],
        {
            (2, 9): {
                "mana_cost": "{1} {R} {G}",
                "mana_cost_normalized": "{1}{R}{G}",
                "rules_text": "Bestimme eines —\n- Zerstöre ein Artefakt.\n- Du millst fünf Karten.\nRückblende {3} {R} {G}",
            }
        },
    ),
    "modes after 'Bestimme X.' end at the blank line before the rulings": (
        [
            CARDS,
            "Konfluenz",
            "{X} {X} {B}",
            "Hexerei",
            "Bestimme X. Du kannst denselben Modus mehrmals bestimmen.",
            "",
            "- Jeder Spieler opfert eine Kreatur.",
            "- Jeder Gegner wirft eine Karte ab.",
            "",
            "- Du bestimmst die Modi.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 8)), ("ruling", (10, 10))],
        {(2, 8): {"mana_cost_normalized": "{X}{X}{B}"}, (10, 10): {"subject": "Konfluenz"}},
    ),
    "split card with a '//' line is one card with two faces": (
        [
            CARDS,
            "Feigling // Killer",
            "",
            "{1} {R}",
            "",
            "Hexerei",
            "",
            "Eine Kreatur kann nicht blocken.",
            "",
            "//",
            "",
            "Killer",
            "",
            "{2} {R} {R}",
            "",
            "Hexerei",
            "",
            "Killer fügt 3 Schadenspunkte zu.",
            "",
            "- Regel über Killer.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 18)), ("ruling", (20, 20))],
        {
            (2, 18): {"name": "Feigling // Killer", "faces": ["Feigling", "Killer"], "mana_cost_normalized": "{1}{R}"},
            (20, 20): {"subject": "Feigling // Killer", "subject_lines": (2, 18)},
        },
    ),
    "adventure card with an indented '//ADV//' line is one card": (
        [
            CARDS,
            "Karvanista",
            " {4} {G}",
            " Legendäre Kreatur — Alien, Hund",
            " 5/5",
            " Eile",
            " //ADV//",
            " Lupari-Schild",
            " {1} {G}",
            " Hexerei — Abenteuer",
            " Menschen erhalten Unzerstörbarkeit",
            " bis zu deinem nächsten Zug.",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 12)), ("ruling", (14, 14))],
        {(2, 12): {"faces": ["Karvanista", "Lupari-Schild"], "rules_text": "Eile"}},
    ),
    "misspelt heading prefix is kept as heading_typo": (
        [GEN, "Neue Schlüsselworfähigkeit: Begleiter", "", "Begleiter ist eine Partner-Fähigkeit.", "", "- Regel."],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4)), ("ruling", (6, 6))],
        {
            (2, 4): {
                "name": "Begleiter",
                "heading": "Neue Schlüsselworfähigkeit: Begleiter",
                "heading_typo": "Neue Schlüsselworfähigkeit",
                "mechanic_kind": "keyword ability",
            },
            (6, 6): {"subject_kind": "mechanic", "subject": "Begleiter", "subject_lines": (2, 4), "section": "general"},
        },
    ),
    "a misspelling not in the table is recognised by its likeness to a prefix": (
        [GEN, "Neue Schlüsselwortaktin: Erblühen", "", "Erblühen ist neu."],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4))],
        {(2, 4): {"heading_typo": "Neue Schlüsselwortaktin", "mechanic_kind": "keyword action", "name": "Erblühen"}},
    ),
    "hyphenated prefix is a spelling variant, not a typo; the name keeps its brackets": (
        [GEN, "Wiederkehrende Schlüsselwort-Fähigkeit: Partner von [Name]", "", "Partner kehrt zurück."],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4))],
        {(2, 4): {"heading_typo": None, "mechanic_kind": "keyword ability", "name": "Partner von [Name]"}},
    ),
    "'Neue Mechanik' introduces a theme": (
        [GEN, "Neue Mechanik: verdeckte Cybermen", "", "Die Cybermen kommen.", "", "Die Cybermen sind viele."],
        [("boilerplate", (1, 1)), ("mechanic", (2, 6))],
        {
            (2, 6): {
                "mechanic_kind": "theme",
                "name": "verdeckte Cybermen",
                "text": "Neue Mechanik: verdeckte Cybermen\nDie Cybermen kommen.\nDie Cybermen sind viele.",
            }
        },
    ),
    "tournament legality is information; its link paragraphs are boilerplate": (
        [
            GEN,
            "Turnierlegalität der Karten",
            "",
            "Karten sind legal.",
            "",
            "Unter [A.com/F](https://a.com/f) findest du Formate.",
            "",
            "Unter [A.com/C](https://a.com/c) findest du mehr.",
            "",
            "Neue Mechanik: X",
            "",
            "Text.",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4)), ("boilerplate", (6, 8)), ("mechanic", (10, 12))],
        {
            (2, 4): {"mechanic_kind": "information", "name": "Turnierlegalität der Karten", "heading_typo": None},
            (6, 8): {"name": "links"},
        },
    ),
    "a short line before a prose paragraph in the general section is a heading": (
        [GEN, "Hinweise zum Deckbau", "", "Decks haben 100 Karten.", "", "- Regel."],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4)), ("ruling", (6, 6))],
        {(2, 4): {"mechanic_kind": "information", "name": "Hinweise zum Deckbau"}},
    ),
    "rulings after the last example card are about the mechanic": (
        [
            GEN,
            "Neues Fähigkeitswort: Paradoxon",
            "",
            "Paradoxon ist neu.",
            "",
            "Schwall",
            "{1} {U}",
            "Spontanzauber",
            "Paradoxon — Ziehe eine Karte.",
            "",
            "- Paradoxon zählt Zaubersprüche.",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4)), ("card", (6, 9)), ("ruling", (11, 11))],
        {
            (6, 9): {"section": "general", "mechanic": "Paradoxon"},
            (11, 11): {"subject_kind": "mechanic", "subject": "Paradoxon", "subject_lines": (2, 4)},
        },
    ),
    "a card printed in both sections gives two cards, each with its own rulings": (
        [
            GEN,
            "Neuer Kreaturentyp: Time-Lord",
            "",
            "Time-Lord ist neu.",
            "",
            "Der Erste Doctor",
            "{1}{W}{U}",
            "Legendäre Kreatur — Time-Lord, Doctor",
            "2/2",
            "Ziehe eine Karte.",
            "",
            "- Time-Lord ist ein Wort.",
            "",
            CARDS,
            "",
            "Der Erste Doctor",
            "{1}{W}{U}",
            "Legendäre Kreatur — Time-Lord, Doctor",
            "2/2",
            "Ziehe zwei Karten.",
            "",
            "- Regel zur Karte.",
        ],
        [
            ("boilerplate", (1, 1)),
            ("mechanic", (2, 4)),
            ("card", (6, 10)),
            ("ruling", (12, 12)),
            ("boilerplate", (14, 14)),
            ("card", (16, 20)),
            ("ruling", (22, 22)),
        ],
        {
            (6, 10): {"section": "general", "mechanic": "Time-Lord", "rules_text": "Ziehe eine Karte."},
            (16, 20): {"section": "cards", "mechanic": None, "rules_text": "Ziehe zwei Karten."},
            (12, 12): {"subject_kind": "mechanic"},
            (22, 22): {"subject_kind": "card", "subject_lines": (16, 20)},
        },
    ),
    "planar card without mana cost is in the planar subsection; chaos ability is its own line": (
        [
            PLANAR,
            "Aplan-Mortarium",
            "Welt — Alfava Metraxis",
            "Byzantium-Strahlung — Zu Beginn deines",
            "Versorgungssegments verlierst du 1 Lebenspunkt.",
            "Immer wenn das Chaos hereinbricht, erzeuge zwei 2/2",
            "schwarze Engel.",
            "",
            "- Regel.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 7)), ("ruling", (9, 9))],
        {
            (1, 1): {"name": "section-title"},
            (2, 7): {
                "section": "cards",
                "subsection": "planar",
                "mana_cost": None,
                "power_toughness": None,
                "type_line": "Welt — Alfava Metraxis",
                "rules_text": "Byzantium-Strahlung — Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.\n"
                "Immer wenn das Chaos hereinbricht, erzeuge zwei 2/2 schwarze Engel.",
            },
        },
    ),
    "a 'Welt' type line alone makes a card planar": (
        [CARDS, "Ood-Sphäre", "", "Welt — Pferdekopfnebel", "", "Lied der Ood — Nichtkreatur-Zaubersprüche haben Einberufen."],
        [("boilerplate", (1, 1)), ("card", (2, 6))],
        {(2, 6): {"subsection": "planar"}},
    ),
    "power/toughness that lost its asterisks is read as */*": (
        [CARDS, "Duggan", "{2} {G} {U}", "Legendäre Kreatur — Mensch, Detektiv", "/", "", "Duggans Stärke ist gleich X."],
        [("boilerplate", (1, 1)), ("card", (2, 7))],
        {(2, 7): {"power_toughness": "*/*"}},
    ),
    "legal lines at the end are boilerplate": (
        [
            CARDS,
            *BEAR,
            "- Regel.",
            "",
            "Magic: The Gathering und *Magic* sind Marken von Wizards of the Coast LLC.",
            "©2023 Wizards.",
            "",
            "BBC and DOCTOR WHO are trade marks of the British Broadcasting Corporation.",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 6)), ("boilerplate", (8, 11))],
        {(8, 11): {"name": "legal"}},
    ),
    "everything before the first section title is the preamble": (
        [
            "",
            "Sethinweise zu *Set*",
            "",
            "Datum der letzten Änderung: 22. Juni 2023",
            "",
            "Unter [M.com](https://m.com) findest du Regeln.",
            "",
            GEN,
        ],
        [("boilerplate", (2, 6)), ("boilerplate", (8, 8))],
        {(2, 6): {"name": "preamble"}, (8, 8): {"name": "section-title"}},
    ),
    "a stray paragraph after the rulings is a note on the card": (
        [CARDS, *BEAR, "- Regel.", "", "Das war ein Witz."],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 6)), ("note", (8, 8))],
        {(8, 8): {"subject_kind": "card", "subject": "Bär", "subject_lines": (2, 5)}},
    ),
}


@pytest.mark.unit
@pytest.mark.parametrize("lines, shape, fields", CASES.values(), ids=list(CASES))
def test_parse_release_notes_trap_snippet_gives_expected_records(lines, shape, fields):
    records = _parse(lines)
    assert _shape(records) == shape
    by_lines = {r.lines: r for r in records}
    for rng, expected in fields.items():
        record = by_lines[rng]
        for name, value in expected.items():
            assert _value(record, name) == value, f"{record.id}.{name}"


@pytest.mark.unit
def test_parse_release_notes_ruling_before_any_subject_names_the_line():
    with pytest.raises(ParseError, match=r"t\.txt, line 2: expected a card entry or mechanic heading"):
        _parse([CARDS, "- Regel ohne Karte."])


@pytest.mark.unit
def test_parse_release_notes_without_section_title_names_the_first_line():
    with pytest.raises(ParseError, match=r"t\.txt, line 1: expected a section title"):
        _parse(["Nur Text.", "Noch mehr Text."])


@pytest.mark.unit
@pytest.mark.parametrize(
    "change, message",
    [
        (
            {"heading_prefixes": {**DE.heading_prefixes, "Neues Ding": "gadget"}},
            "heading_prefixes['Neues Ding']: unknown mechanic kind 'gadget'",
        ),
        (
            {"heading_prefix_typos": {"Neue Mechanik X": "Neue Mechanick"}},
            "heading_prefix_typos['Neue Mechanik X']: 'Neue Mechanick' is not a heading prefix",
        ),
        ({"whole_headings": {"Turnierlegalität": "legality"}}, "whole_headings['Turnierlegalität']: unknown mechanic kind"),
        ({"section_titles": {"ALLGEMEINES": "allgemein"}}, "section_titles['ALLGEMEINES']: unknown section id 'allgemein'"),
        ({"legal_patterns": ("(©",)}, "legal_patterns[0]: bad regular expression"),
        ({"bullets": ("- ", " ")}, "bullets: need non-blank bullet marks"),
    ],
)
def test_release_notes_language_bad_data_is_refused_naming_the_field(change, message):
    fields = {f.name: getattr(DE, f.name) for f in dataclasses.fields(ReleaseNotesLanguage) if f.init}
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]").replace("(", r"\(")):
        ReleaseNotesLanguage(**{**fields, **change})


# --- the real document ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def who():
    meta = next(m for m in load_manifest() if m.id == "who-notes-de")
    return parse_document(meta)


@pytest.mark.integration
def test_who_release_notes_every_line_belongs_to_exactly_one_record(who):
    acc = who.accounting
    assert (acc.unaccounted, acc.overlaps, acc.out_of_range) == ([], {}, [])
    assert dict(acc.records_by_kind) == {"boilerplate": 26, "mechanic": 9, "card": 131, "ruling": 491}


WHO_SPOT_CHECKS = [
    (
        "card",
        (31, 35),
        {
            "name": "Cyber-Umwandlung",
            "section": "general",
            "mechanic": "verdeckte Cybermen",
            "mana_cost": "{U} {U}",
            "mana_cost_normalized": "{U}{U}",
        },
    ),
    ("card", (37, 47), {"name": "Cyber-Schiff", "power_toughness": "8/8"}),
    ("card", (59, 65), {"name": "K-9, Mark I", "mechanic": "Begleiter des Doctors"}),
    ("card", (248, 260), {"name": "Abtrünniges Stille-Wesen", "section": "cards"}),
    ("card", (454, 470), {"name": "Barbara Wright"}),
    ("card", (671, 681), {"name": "Demolieren und Wiederaufbauen"}),
    ("card", (1069, 1079), {"name": "Doomsday-Konfluenz"}),
    ("card", (1124, 1135), {"name": "Duggan, Privatdetektiv", "power_toughness": "*/*"}),
    ("card", (1146, 1156), {"faces": ["Es war zweimal", "Unerwartetes Treffen"]}),
    ("card", (1170, 1188), {"name": "Feigling // Killer", "faces": ["Feigling", "Killer"]}),
    ("card", (1248, 1268), {"faces": ["Gallifrey fällt", "Nicht mehr"]}),
    ("card", (1430, 1444), {"faces": ["Karvanista, loyaler Lupari", "Lupari-Schild"]}),
    ("card", (2009, 2019), {"name": "Aplan-Mortarium", "subsection": "planar", "mana_cost": None}),
    ("card", (2213, 2219), {"name": "Tempel von Atropos", "subsection": "planar"}),
    ("mechanic", (17, 19), {"mechanic_kind": "information", "name": "Turnierlegalität der Karten"}),
    ("mechanic", (27, 29), {"mechanic_kind": "theme", "name": "verdeckte Cybermen"}),
    ("mechanic", (55, 57), {"heading_typo": "Neue Schlüsselworfähigkeit", "name": "Begleiter des Doctors"}),
    ("mechanic", (191, 193), {"name": "Partner von [Name]", "heading_typo": None}),
    ("mechanic", (216, 218), {"heading_typo": "Wiederkehrende Schlüsselworfähigkeit", "name": "Aussetzen"}),
    ("ruling", (165, 167), {"subject": "Paradoxon", "subject_lines": (139, 141)}),
    ("ruling", (240, 240), {"subject": "Aussetzen", "subject_kind": "mechanic"}),
    ("ruling", (315, 315), {"bullet": " - ", "subject": "Adipose-Brut"}),
    ("ruling", (444, 446), {"subject": "Auton-Soldat"}),
    ("ruling", (683, 683), {"subject": "Demolieren und Wiederaufbauen", "subject_lines": (671, 681)}),
    ("ruling", (771, 773), {"subject": "Der Kriegs-Doctor"}),
    ("ruling", (1190, 1190), {"subject": "Feigling // Killer"}),
    ("ruling", (1828, 1830), {"subject": "Stadt des Todes"}),
    ("ruling", (2066, 2068), {"subject": "Die Scheune aus der Kindheit des Doctors"}),
    ("ruling", (2221, 2223), {"subject": "Tempel von Atropos"}),
    ("boilerplate", (3, 13), {"name": "preamble"}),
    ("boilerplate", (21, 25), {"name": "links"}),
    ("boilerplate", (323, 323), {"name": "empty-bullet"}),
    ("boilerplate", (2007, 2007), {"name": "section-title"}),
    ("boilerplate", (2236, 2239), {"name": "legal"}),
]


@pytest.mark.integration
@pytest.mark.parametrize("kind, lines, expected", WHO_SPOT_CHECKS, ids=[f"{k}-{a}-{b}" for k, (a, b), _ in WHO_SPOT_CHECKS])
def test_who_release_notes_spot_check_has_exact_range_and_fields(who, kind, lines, expected):
    record = next((r for r in who.records if r.lines == lines and r.kind.value == kind), None)
    assert record is not None, f"no {kind} at {lines}"
    for name, value in expected.items():
        assert _value(record, name) == value, f"{record.id}.{name}"


@pytest.mark.integration
def test_who_release_notes_cards_printed_twice_are_two_records_each_with_own_rulings(who):
    cards = [r for r in who.records if isinstance(r, Card)]
    twice = {c.name for c in cards if sum(d.name == c.name for d in cards) == 2}
    assert twice == {
        "Der Dreizehnte Doctor",
        "Der Erste Doctor",
        "Der Zehnte Doctor",
        "Schwall der Brillanz",
        "Jenny Flint",
        "Madame Vastra",
    }
    for name in twice:
        general, specific = sorted((c for c in cards if c.name == name), key=lambda c: c.lines)
        assert (general.section, specific.section) == ("general", "cards")
        assert general.rulings == []  # rulings in the general section are about the mechanic
        assert specific.rulings, name


@pytest.mark.integration
def test_who_release_notes_rulings_are_clean_text_with_a_subject(who):
    rulings = [r for r in who.records if isinstance(r, Ruling)]
    assert all(r.text and not r.text.startswith(("-", "*")) for r in rulings)
    ends = '.?!)“"'
    assert all(r.text[-1] in ends for r in rulings), [r.id for r in rulings if r.text[-1] not in ends]
    mechanics = [r for r in who.records if isinstance(r, Mechanic)]
    assert sum(len(m.rulings) for m in mechanics) == sum(r.subject_kind.value == "mechanic" for r in rulings)


@pytest.mark.integration
def test_who_release_notes_card_text_has_no_bullets_or_rulings(who):
    for card in (r for r in who.records if isinstance(r, Card)):
        for face in card.faces:
            assert face.rules_text, card.id
            lines = face.rules_text.split("\n")
            # Only modes keep their dash; they follow their "Bestimme …" line.
            assert all(not ln.startswith("- ") or "Bestimme" in face.rules_text for ln in lines), card.id


# --- a made-up document needs nothing but a manifest entry ---------------------------------------


def _write_manifest(folder: Path, name: str) -> None:
    digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
    (folder / "manifest.toml").write_text(
        "[[document]]\n"
        'id = "fabel-notes-de"\n'
        f'file = "{name}"\n'
        'lang = "de"\n'
        'kind = "release-notes"\n'
        'title = "Sethinweise zu Fabelwald"\n'
        'set_code = "FBW"\n'
        'date = "2031-04-01"\n'
        'era = "2031"\n'
        f'sha256 = "{digest}"\n',
        encoding="utf-8",
    )


@pytest.mark.integration
def test_made_up_release_notes_parse_with_only_a_manifest_entry(tmp_path):
    shutil.copy(FIXTURE, tmp_path / FIXTURE.name)
    _write_manifest(tmp_path, FIXTURE.name)
    [parsed] = parse_corpus(tmp_path)
    assert parsed.accounting.ok
    got = {(r.kind.value, r.lines): r for r in parsed.records[1:]}
    assert list(got) == [
        ("boilerplate", (1, 7)),
        ("boilerplate", (9, 9)),
        ("mechanic", (11, 13)),
        ("boilerplate", (15, 15)),
        ("mechanic", (17, 19)),
        ("card", (21, 27)),
        ("ruling", (29, 29)),
        ("ruling", (30, 32)),
        ("mechanic", (34, 36)),
        ("ruling", (38, 38)),
        ("boilerplate", (40, 40)),
        ("card", (42, 52)),
        ("ruling", (54, 54)),
        ("ruling", (55, 55)),
        ("boilerplate", (56, 56)),
        ("card", (58, 68)),
        ("ruling", (70, 70)),
        ("boilerplate", (72, 72)),
        ("card", (74, 77)),
        ("ruling", (79, 79)),
        ("boilerplate", (81, 82)),
    ]
    assert got["mechanic", (34, 36)].heading_typo == "Neue Schlüsselworfähigkeit"
    assert got["card", (21, 27)].mechanic == "Erblühen"
    assert got["card", (21, 27)].rules_text == (
        "Wenn der Knospenwächter ins Spiel kommt, erblühe zweimal. *(Lege eine +1/+1-Marke auf eine Pflanze deiner Wahl.)*"
    )
    assert got["ruling", (30, 32)].subject == "Erblühen"
    assert got["ruling", (30, 32)].text == "Falls keine Pflanze im Spiel ist, geschieht beim Erblühen nichts weiter."
    assert got["card", (42, 52)].power_toughness == "*/4"
    assert got["card", (42, 52)].rules_text == (
        "Rankenschritt\nImmer wenn der Mooshüter angreift, erblühe. Falls du dies tust, ziehe eine Karte."
    )
    assert got["ruling", (55, 55)].bullet == " - "
    assert [f.name for f in got["card", (58, 68)].faces] == ["Saat", "Ernte"]
    assert got["card", (58, 68)].faces[1].rules_text == "Bestimme eines —\n- Ziehe eine Karte.\n- Erhalte 3 Lebenspunkte."
    assert got["card", (74, 77)].subsection == "planar"
    assert got["ruling", (79, 79)].subject_lines == (74, 77)
    assert isinstance(got["boilerplate", (81, 82)], Boilerplate) and got["boilerplate", (81, 82)].name.value == "legal"
