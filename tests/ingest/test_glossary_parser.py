"""The glossary parser: one snippet per trap of the German rulebook glossary, the real document,
and a made-up glossary that needs nothing but a manifest entry."""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
import unicodedata
from pathlib import Path

import pytest

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.manifest import DocKind, SourceMeta, load_manifest
from ingest.parsers.glossary import GlossaryLanguage, LostSymbolHeadword, parse_glossary
from ingest.pipeline import parse_corpus, parse_document
from ingest.records import Term

META = SourceMeta(id="t", file="t.txt", lang="de", kind=DocKind.GLOSSARY, title="T", era="post-2009", sha256="0" * 64)
FIXTURE = Path(__file__).parent / "fixtures" / "made_up" / "glossary.de.txt"
DE = get_language("de").data_for("glossary")

GENERIC = "Dies sind Kosten, die mit jeder beliebigen Sorte Mana bezahlt werden können."


def _parse(lines: list[str]):
    records = parse_glossary(Document(meta=META, path=Path("t.txt"), lines=lines))
    return sorted(records, key=lambda r: r.lines)


def _shape(records):
    return [(r.kind.value, r.lines) for r in records]


# Each case: lines in → every record out as (kind, lines), plus key fields of some of them.
CASES = {
    "headword, definition, see-also line": (
        ["Abwerfen", "Eine Karte aus deiner Hand auf deinen Friedhof legen.", "Siehe auch Zufällig."],
        [("term", (1, 3))],
        {
            (1, 3): {
                "headword": "Abwerfen",
                "definition": "Eine Karte aus deiner Hand auf deinen Friedhof legen.",
                "see_also": ["Zufällig"],
                "redirect": None,
                "outdated": False,
            }
        },
    ),
    "pure redirect has no definition": (
        ["Anfangshand", "Siehe Starthand.", "Angreifer", "Siehe Angreifende Kreatur."],
        [("term", (1, 2)), ("term", (3, 4))],
        {(1, 2): {"redirect": "Starthand", "definition": "", "see_also": []}, (3, 4): {"redirect": "Angreifende Kreatur"}},
    ),
    "outdated marker leaves the headword and sets the flag": (
        ["Manabrand (veraltet)", "Nach älteren Regeln kostete Mana Lebenspunkte.", "Siehe auch Mana, Manavorrat."],
        [("term", (1, 3))],
        {
            (1, 3): {
                "headword": "Manabrand",
                "outdated": True,
                "see_also": ["Mana", "Manavorrat"],
                "text": "Manabrand (veraltet)\nNach älteren Regeln kostete Mana Lebenspunkte.\nSiehe auch Mana, Manavorrat.",
            }
        },
    ),
    "headwords ending in an ellipsis look like sentences": (
        [
            "Am Ende...",
            'Der Text "am Ende..." wird bei ausgelösten Fähigkeiten verwendet.',
            "Immer wenn...",
            'Der Text "Immer wenn..." wird bei ausgelösten Fähigkeiten verwendet.',
        ],
        [("term", (1, 2)), ("term", (3, 4))],
        {(1, 2): {"headword": "Am Ende..."}, (3, 4): {"headword": "Immer wenn..."}},
    ),
    "a comma inside a headword keeps the headword and the target whole": (
        [
            "Aktiver Spieler",
            "Der Spieler, der gerade am Zug ist.",
            "Aktiver Spieler, inaktiver Spieler",
            "Kurz: ASIAS.",
            "Siehe auch Aktiver Spieler, Ausgelöste Fähigkeit.",
            "ASIAS",
            "Siehe Aktiver Spieler, inaktiver Spieler.",
        ],
        [("term", (1, 2)), ("term", (3, 5)), ("term", (6, 7))],
        {
            (3, 5): {"headword": "Aktiver Spieler, inaktiver Spieler", "see_also": ["Aktiver Spieler", "Ausgelöste Fähigkeit"]},
            (6, 7): {"redirect": "Aktiver Spieler, inaktiver Spieler", "see_also": []},
        },
    ),
    "headwords that lost their symbols are reconstructed from their entry": (
        [", , und so weiter", GENERIC, ", , und so weiter", "Siehe Hybrid-Manasymbole."],
        [("term", (1, 2)), ("term", (3, 4))],
        {
            (1, 2): {"headword": ", , und so weiter", "headword_reconstructed": "{1}, {2}, {3} und so weiter"},
            (3, 4): {"headword_reconstructed": "{W/U}, {W/B}, {U/B} und so weiter", "redirect": "Hybrid-Manasymbole"},
        },
    ),
    "an entry whose one-symbol headword vanished starts at its definition": (
        [
            ", , und so weiter",
            GENERIC,
            "Das Symbol steht für eine wählbare Menge an Mana.",
            "Wenn ein Spieler einen Zauberspruch mit in den Kosten wirkt, bestimmt er den Wert für X.",
            "Das Symbol bedeutet, dass der Zauberspruch nichts zum Wirken bzw. Aktivieren kostet.",
            "Siehe auch Farbloses Mana, Mana, X.",
        ],
        [("term", (1, 2)), ("term", (3, 4)), ("term", (5, 6))],
        {
            (3, 4): {"headword": "", "headword_reconstructed": "{X}", "see_also": []},
            (5, 6): {
                "headword": "",
                "headword_reconstructed": "{0}",
                "see_also": ["Farbloses Mana", "Mana", "X"],
                "definition": "Das Symbol bedeutet, dass der Zauberspruch nichts zum Wirken bzw. Aktivieren kostet.",
            },
        },
    ),
    "the line after a headword is its definition even when it opens like a lost-symbol entry": (
        ["Tapp-Symbol", 'Das Symbol bedeutet "tappe diese Karte".', "Siehe auch Aktivierte Fähigkeit, Eile."],
        [("term", (1, 3))],
        {(1, 3): {"headword": "Tapp-Symbol", "headword_reconstructed": None}},
    ),
    "a list after a colon line and bullets stay in the entry": (
        [
            "Kampfschadensegment",
            "Das vierte Segment der Kampfphase.",
            "In diesem Segment teilen die Kreaturen ihren Kampfschaden aus:",
            "- Ungeblockte Kreaturen fügen dem Spieler Kampfschaden zu.",
            "Wenn eine angreifende Kreatur geblockt wird, teilt ihr Beherrscher den Schaden auf.",
            "- Blockende Kreaturen fügen Kampfschaden zu.",
            "Siehe auch Kampfphase, Trampelschaden sowie Kapitel 3: Der Ablauf eines Spielzugs.",
        ],
        [("term", (1, 7))],
        {(1, 7): {"see_also": ["Kampfphase", "Trampelschaden", "Kapitel 3: Der Ablauf eines Spielzugs"]}},
    ),
    "a redirect naming two places points at the first": (
        [
            "Entfernen",
            "Siehe Ins Exil schicken oder Aus dem Kampf entfernen.",
            "Typ",
            "Siehe Kartentyp, Obertyp, Untertyp, Kreaturentyp.",
        ],
        [("term", (1, 2)), ("term", (3, 4))],
        {
            (1, 2): {"redirect": "Ins Exil schicken", "see_also": ["Aus dem Kampf entfernen"]},
            (3, 4): {"redirect": "Kartentyp", "see_also": ["Obertyp", "Untertyp", "Kreaturentyp"]},
        },
    ),
    "several reference clauses on one line": (
        [
            "Lokale Verzauberung",
            "Lokale Verzauberungen werden als Auren-Verzauberungen bezeichnet.",
            "Siehe Aura. Siehe auch Verzauberung. Vergleiche Globale Verzauberung.",
        ],
        [("term", (1, 3))],
        {
            (1, 3): {
                "redirect": "Aura",
                "see_also": ["Verzauberung"],
                "compare": ["Globale Verzauberung"],
                "definition": "Lokale Verzauberungen werden als Auren-Verzauberungen bezeichnet.",
            }
        },
    ),
    "a short line inside a wrapped sentence is no headword": (
        [
            "Bannkreis",
            "Ein Schutz.",
            "Er schützt alle Kreaturen mit dem Kreaturentyp",
            "Nebelgeist",
            "vor Schaden.",
            "Zone",
            "Ein Bereich.",
        ],
        [("term", (1, 5)), ("term", (6, 7))],
        {(1, 5): {"definition": "Ein Schutz.\nEr schützt alle Kreaturen mit dem Kreaturentyp Nebelgeist vor Schaden."}},
    ),
    "symbols lost from a see-also target leave one target": (
        [
            "Manakosten",
            "Das Mana, das du brauchst, um einen Zauberspruch zu wirken.",
            "Siehe auch , , , und so weiter, Hybrid-Manasymbole, Manabetrag.",
        ],
        [("term", (1, 3))],
        {(1, 3): {"see_also": [", , , und so weiter", "Hybrid-Manasymbole", "Manabetrag"]}},
    ),
    "preamble, a lower-case 'siehe' in prose, trailing table debris": (
        [
            "Allgemeine Regeln (Regelbuch)",
            "Glossar",
            "Tipp: Schlage fehlende Begriffe im Regelwerk nach.",
            "Zustandsbasierte Aktionen",
            "Jedesmal wird der Spielstatus überprüft.",
            "Für eine vollständige Liste siehe Regel 704. im Ausführlichen Regelwerk.",
            "|",
        ],
        [("boilerplate", (1, 3)), ("term", (4, 6)), ("boilerplate", (7, 7))],
        {(1, 3): {"name": "preamble"}, (4, 6): {"see_also": [], "redirect": None}, (7, 7): {"name": "table-debris"}},
    ),
    "a blank line inside a bulleted list does not end the entry": (
        [
            "Regeneration",
            "Außerdem geschehen drei Dinge:",
            "- Die Karte wird getappt.",
            "",
            "- Aller Schaden wird von ihr entfernt.",
            "Siehe auch Ersatzeffekt.",
            "",
            "© 2031 Nebelhafen Spiele.",
        ],
        [("term", (1, 6)), ("boilerplate", (8, 8))],
        {(1, 6): {"see_also": ["Ersatzeffekt"]}, (8, 8): {"name": "legal"}},
    ),
}


@pytest.mark.unit
@pytest.mark.parametrize("lines, shape, fields", CASES.values(), ids=list(CASES))
def test_parse_glossary_trap_snippet_gives_expected_records(lines, shape, fields):
    records = _parse(lines)
    assert _shape(records) == shape
    by_lines = {r.lines: r for r in records}
    for rng, expected in fields.items():
        record = by_lines[rng]
        for name, value in expected.items():
            actual = getattr(record, name)
            actual = getattr(actual, "value", actual)
            assert actual == value, f"{record.id}.{name}"


@pytest.mark.unit
@pytest.mark.parametrize(
    "lines, message",
    [
        (["Glossar", "Dies ist kein Eintrag."], r"t\.txt, line 2: expected a glossary headword"),
        (["Abwerfen", "Eine Karte abwerfen.", "Zone"], r"t\.txt, line 3: expected a definition after the headword 'Zone'"),
        (
            ["Zone", "Ein Bereich.", "|", "Noch ein Satz."],
            r"line 4: expected a glossary headword .* after the table-debris line 3",
        ),
    ],
)
def test_parse_glossary_malformed_input_names_the_line(lines, message):
    with pytest.raises(ParseError, match=message):
        _parse(lines)


@pytest.mark.unit
@pytest.mark.parametrize(
    "change, message",
    [
        ({"reference_keywords": {"Siehe": "redirect", "Siehe auch": "see_also"}}, "longest first"),
        ({"reference_keywords": {"Siehe auch": "seealso"}}, "reference_keywords['Siehe auch']: unknown field 'seealso'"),
        ({"legal_patterns": ("(c",)}, "legal_patterns[0]: bad regular expression"),
        (
            {"lost_symbol_headwords": (LostSymbolHeadword(printed="", cue="x", reconstructed="X", source="CR"),)},
            "lost_symbol_headwords[0]: a reconstruction needs a symbol in braces",
        ),
        ({"headword_max_words": 0}, "headword_max_words: need 1 or more"),
    ],
)
def test_glossary_language_bad_data_is_refused_naming_the_field(change, message):
    fields = {f.name: getattr(DE, f.name) for f in dataclasses.fields(GlossaryLanguage) if f.init}
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("(", r"\(")):
        GlossaryLanguage(**{**fields, **change})


# -- the real document ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def glossary():
    meta = next(m for m in load_manifest() if m.id == "glossary-de")
    return parse_document(meta)


def _terms(parsed) -> list[Term]:
    return [r for r in parsed.records if isinstance(r, Term)]


@pytest.mark.integration
def test_glossary_every_line_accounted_once(glossary):
    acc = glossary.accounting
    assert acc.ok and acc.unaccounted == [] and acc.overlaps == {}
    # 228 headword lines and the two entries whose headword ({X}, {0}) vanished.
    assert acc.records_by_kind == {"term": 230, "boilerplate": 2}
    # The file's last line "|" has no newline after it: it is a line of the document all the same.
    assert acc.total_lines == 1443
    names = {r.lines: r.name.value for r in glossary.records[1:] if r.kind.value == "boilerplate"}
    assert names == {(1, 3): "preamble", (1443, 1443): "table-debris"}


@pytest.mark.integration
@pytest.mark.parametrize(
    "first, last, fields",
    [
        (4, 9, {"headword": "*/*", "see_also": ["Stärke", "Widerstandskraft"]}),
        (10, 12, {"headword": ", , und so weiter", "headword_reconstructed": "{1}, {2}, {3} und so weiter"}),
        (13, 14, {"headword": "", "headword_reconstructed": "{X}"}),
        (15, 19, {"headword": "", "headword_reconstructed": "{0}", "see_also": ["Farbloses Mana", "Mana", "X"]}),
        (20, 24, {"headword": "Farbloses Mana", "see_also": [", , , und so weiter"]}),
        (35, 36, {"headword_reconstructed": "{W/U}, {W/B}, {U/B} und so weiter", "redirect": "Hybrid-Manasymbole"}),
        (40, 45, {"headword": "Tapp-Symbol", "headword_reconstructed": None}),
        (62, 67, {"headword": "Aktiver Spieler, inaktiver Spieler", "see_also": ["Aktiver Spieler", "Ausgelöste Fähigkeit"]}),
        (68, 75, {"compare": ["Wirken", "Spielen", "Passen", "Ausgelöste Fähigkeit", "Statische Fähigkeit"]}),
        (100, 104, {"headword": "Am Ende..."}),
        (110, 111, {"headword": "Anfangshand", "redirect": "Starthand", "definition": ""}),
        (168, 169, {"headword": "ASIAS", "redirect": "Aktiver Spieler, inaktiver Spieler"}),
        (243, 245, {"headword": "Automatische Spieleffekte", "outdated": True, "redirect": "Zustandsbasierte Aktionen"}),
        (253, 259, {"headword": "Beherrscher", "see_also": ["Kontrolle", "Du, dir, dein"], "compare": ["Besitzer"]}),
        (267, 269, {"headword": "Bestimme eines –"}),
        (321, 323, {"headword": "Booster; Boosterpackung"}),
        (390, 391, {"redirect": "Ins Exil schicken", "see_also": ["Aus dem Kampf entfernen"]}),
        (581, 594, {"headword": "Kampfschadensegment"}),
        (621, 635, {"headword": "Kopie", "see_also": [], "compare": []}),
        (725, 727, {"redirect": "Aura", "see_also": ["Verzauberung"], "compare": ["Globale Verzauberung"]}),
        (762, 767, {"headword": "Manabrand", "outdated": True}),
        (851, 852, {"headword": "Nicht-"}),
        (1184, 1185, {"headword": "Typ", "redirect": "Kartentyp", "see_also": ["Obertyp", "Untertyp", "Kreaturentyp"]}),
        (1186, 1188, {"headword": "Umgewandelte Manakosten", "outdated": True, "redirect": "Manabetrag"}),
        (1359, 1371, {"headword": "X", "see_also": [", , , und so weiter", "Generische Manakosten", "Manabetrag"]}),
        (1425, 1429, {"headword": "Zu Beginn..."}),
        (1436, 1442, {"headword": "Zustandsbasierte Aktionen", "see_also": [], "redirect": None}),
    ],
)
def test_glossary_spot_checks_have_exact_lines(glossary, first, last, fields):
    found = [t for t in _terms(glossary) if t.lines == (first, last)]
    assert found, f"no term at {first}-{last}"
    for name, value in fields.items():
        assert getattr(found[0], name) == value, f"{found[0].id}.{name}"


def _sort_key(headword: str) -> str:
    # German dictionary order: umlauts as their base letter; a variant after a comma and a
    # trailing hyphen ("Nicht-") do not count.
    word = headword.split(",")[0].split(";")[0].rstrip("-").casefold()
    return unicodedata.normalize("NFD", word).encode("ascii", "ignore").decode()


@pytest.mark.integration
def test_glossary_headwords_after_the_symbol_entries_are_alphabetical(glossary):
    # A missed headword merges two entries; a definition line taken for a headword splits one.
    # Either breaks the alphabetical run from "Abwerfen" to "Zustandsbasierte Aktionen".
    terms = [t for t in _terms(glossary) if t.lines[0] >= 52]
    assert terms[0].headword == "Abwerfen" and terms[-1].headword == "Zustandsbasierte Aktionen"
    keys = [_sort_key(t.headword) for t in terms]
    assert [k for k, nxt in zip(keys, keys[1:]) if k > nxt] == []
    assert len(terms) == 216  # and 14 symbol entries before "Abwerfen"


@pytest.mark.integration
def test_glossary_reference_targets_name_headwords(glossary):
    terms = _terms(glossary)
    known = {key for key in map(_sort_key, (t.headword for t in terms)) if key}
    unknown = {
        target
        for t in terms
        for target in t.see_also + t.compare + ([t.redirect] if t.redirect else [])
        if _sort_key(target) not in known
    }
    # Chapters of the rulebook, a rulebook section the glossary lacks, and a lost symbol list.
    assert unknown == {"Kapitel 3: Der Ablauf eines Spielzugs", "Konstruieren eines Decks", ", , , und so weiter"}


@pytest.mark.integration
def test_glossary_outdated_and_reconstructed_entries_are_exactly_these(glossary):
    terms = _terms(glossary)
    assert [t.headword for t in terms if t.outdated] == ["Automatische Spieleffekte", "Manabrand", "Umgewandelte Manakosten"]
    assert [(t.lines, t.headword_reconstructed) for t in terms if t.headword_reconstructed] == [
        ((10, 12), "{1}, {2}, {3} und so weiter"),
        ((13, 14), "{X}"),
        ((15, 19), "{0}"),
        ((35, 36), "{W/U}, {W/B}, {U/B} und so weiter"),
    ]
    assert sum(1 for t in terms if t.redirect and not t.definition) == 33


# -- a new document needs only a manifest entry ---------------------------------------------


@pytest.mark.integration
def test_made_up_glossary_parses_from_a_manifest_entry_alone(tmp_path):
    shutil.copy(FIXTURE, tmp_path / "made-up-glossary.de.txt")
    digest = hashlib.sha256(FIXTURE.read_bytes()).hexdigest()
    (tmp_path / "manifest.toml").write_text(
        '[[document]]\nid = "made-up-glossary"\nfile = "made-up-glossary.de.txt"\nlang = "de"\n'
        f'kind = "glossary"\ntitle = "Nebelhafen — Glossar"\nera = "2031"\nsha256 = "{digest}"\n',
        encoding="utf-8",
    )
    [parsed] = parse_corpus(tmp_path)
    assert parsed.accounting.ok
    rec = {r.lines: r for r in parsed.records[1:]}
    assert [(r.kind.value, r.lines) for r in parsed.records[1:]] == [
        ("boilerplate", (1, 3)),
        ("term", (4, 6)),
        ("term", (7, 8)),
        ("term", (10, 12)),
        ("term", (13, 18)),
        ("term", (19, 24)),
        ("term", (25, 26)),
        ("term", (27, 29)),
        ("term", (30, 31)),
        ("term", (32, 33)),
        ("boilerplate", (34, 34)),
        ("boilerplate", (35, 35)),
    ]
    assert (rec[(4, 6)].headword, rec[(4, 6)].headword_reconstructed) == ("-Symbol", "{T}-Symbol")
    assert (rec[(7, 8)].headword, rec[(7, 8)].headword_reconstructed) == ("", None)  # no cue known: not guessed
    outdated = rec[(10, 12)]
    assert (outdated.headword, outdated.outdated, outdated.redirect) == ("Ätherstrom", True, "Nebelfluss")
    assert rec[(13, 18)].see_also == ["Schild, Schildwall", "Kapitel 2: Die Karten"]
    assert rec[(13, 18)].compare == ["Nebelfluss"]
    assert rec[(19, 24)].definition.count("\n- ") == 3
    assert (rec[(25, 26)].redirect, rec[(25, 26)].see_also) == ("Nebelfluss", ["Bannkreis"])
    assert rec[(32, 33)].headword == "Zu Ende..."
    assert [rec[(34, 34)].name.value, rec[(35, 35)].name.value] == ["legal", "table-debris"]
