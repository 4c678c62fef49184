"""`judgedesk card` as a judge types names: printed, face, folded, English; hits and misses."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


@pytest.fixture
def card_json(corpus_kb_path):
    runner = CliRunner()

    def invoke(name: str):
        result = runner.invoke(cli, ["--db", str(corpus_kb_path), "card", name, "--json"], catch_exceptions=False)
        return result.exit_code, (json.loads(result.output) if result.exit_code == 0 else result.output)

    return invoke


# Each row: what the judge types → the printed name of the first copy and the file line it starts on.
@pytest.mark.parametrize(
    "typed, printed, first_line",
    [
        ("Feigling // Killer", "Feigling // Killer", 1170),  # the full printed name of a split card
        ("feigling", "Feigling // Killer", 1170),  # its left face, lower case
        ("KILLER", "Feigling // Killer", 1170),  # its right face, upper case
        ("Lupari-Schild", "Karvanista, loyaler Lupari", 1430),  # the adventure half
        ("Alle uberleben!", "Alle überleben!", 368),  # umlaut typed without its dots
        ("Rückgabe der Vergangenheit", "Rückgabe der Vergangenheit", 1753),
        ("意塑影", "意塑影", 1170),  # a Chinese name (FAQ)
        ("Star Whale", "Sternenwal", 220),  # the English name, through the termbase
        ("ashcoat bear", "白毛熊", 35),  # English name of a card only the Chinese FAQ prints
    ],
)
def test_card_hits_by_printed_face_folded_and_english_name(card_json, typed, printed, first_line):
    code, data = card_json(typed)
    assert code == 0
    assert data["copies"][0]["name"] == printed
    assert data["copies"][0]["lines"][0] == first_line


def test_card_printed_twice_shows_both_copies_with_their_own_sections(card_json):
    code, data = card_json("der zehnte doctor")
    assert code == 0
    assert [(c["section"], c["lines"][0]) for c in data["copies"]] == [("general", 103), ("cards", 870)]
    assert data["copies"][0]["mechanic"] == "Reise durch die Zeit"


def test_card_lists_mechanic_rulings_apart_from_the_cards_own(card_json):
    code, data = card_json("Sternenwal")
    assert code == 0
    own = {tuple(r["lines"]) for c in data["copies"] for r in c["rulings"]}
    mechanics = {m["name"]: m for m in data["mechanic_rulings"]}
    aussetzen = {tuple(r["lines"]) for r in mechanics["Aussetzen"]["rulings"]}
    assert len(aussetzen) == 15 and not own & aussetzen
    assert all(r["subject_kind"] == "mechanic" for r in mechanics["Aussetzen"]["rulings"])


def test_card_miss_on_a_face_typo_exits_1_with_the_closest_names(card_json):
    code, output = card_json("Lupari-Schlid")
    assert code == 1
    assert "Lupari-Schild" in output and "Traceback" not in output


def test_card_pt_lost_asterisks_read_star_slash_star_in_both_documents(card_json):
    for name in ("Duggan, Privatdetektiv", "意塑影"):
        code, data = card_json(name)
        assert code == 0 and data["copies"][0]["power_toughness"] == "*/*", name


@pytest.mark.parametrize("typed, concept", [("Aussetzen", "suspend"), ("延缓", "suspend"), ("Sekundenbruchteil", "split second")])
def test_card_miss_on_a_mechanic_name_points_to_the_term_commands(card_json, typed, concept):
    """A judge who types a mechanic into `card` is told it is a term and where to look it up,
    and still gets card names to choose from."""
    code, output = card_json(typed)
    assert code == 1
    assert f"is the term '{concept}', not a card" in output and f"judgedesk crosscheck {typed}" in output
    assert "closest: " in output


def test_card_miss_with_nothing_similar_still_lists_card_names(card_json):
    code, output = card_json("xqzt")
    assert code == 1 and "closest: " in output and "is the term" not in output


def test_card_text_shows_a_reviewed_rulings_review_instead_of_words(corpus_kb_path, corpus_kb):
    """A ruling a reader reviewed prints its rules with the review's file and line, not the
    "because it says" of a link read from its words."""
    from kb.rules.gold import load_gold

    reviewed = {g.record_id: g for g in load_gold("dev") if g.key}
    row = next(
        r
        for r in corpus_kb.query("select id, subject, first from records where kind = 'ruling' and subject = 'Bill Potts'")
        if r["id"] in reviewed
    )
    result = CliRunner().invoke(cli, ["--db", str(corpus_kb_path), "card", "Bill Potts"], catch_exceptions=False)
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    block = text.split(f"[{row['first']}-")[1].split(" - [")[0]
    assert f"reviewed: data/eval/rule-links/dev.csv line {reviewed[row['id']].line}" in block
    assert all(f"CR {n}" in block for n in reviewed[row["id"]].key)
    assert "because it says “reviewed" not in text  # a review is not words of the ruling


def test_a_card_found_by_another_name_says_how(corpus_kb_path):
    runner = CliRunner()
    typed = runner.invoke(cli, ["--db", str(corpus_kb_path), "card", "维苏瓦变形兽"], catch_exceptions=False)
    traditional = runner.invoke(cli, ["--db", str(corpus_kb_path), "card", "維蘇瓦變形獸"], catch_exceptions=False)
    assert typed.exit_code == traditional.exit_code == 0
    assert "found by" not in typed.output  # found as typed: nothing to explain
    assert "'維蘇瓦變形獸' found by its printed name, once written in Simplified characters" in traditional.output
