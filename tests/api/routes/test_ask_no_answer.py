"""``GET /api/ask`` says when there is no answer (``answered``), and offers the terms and card
names a question nearly spells (``did_you_mean``); the real searcher on the small knowledge base."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("question", ["xyzzyqwv plugh", "blorptastic frumious bandersnatch", "qwpoeiruty"])
def test_ask_gibberish_is_not_answered_with_a_reason(real_search_client, question):
    body = real_search_client.get("/api/ask", params={"q": question}).json()
    assert body["answered"] is False
    assert body["no_answer_reason"]


def test_ask_real_question_is_answered_without_a_reason(real_search_client):
    body = real_search_client.get(
        "/api/ask", params={"q": "Muss ich die ausgesetzte Karte wirken, wenn die letzte Zeitmarke entfernt wird?"}
    ).json()
    assert body["answered"] is True and body["no_answer_reason"] is None
    assert body["results"][0]["score"] >= body["answer_threshold"]


@pytest.mark.parametrize(
    "question, kind, expected",
    [
        ("Aussetzn", "term", "Aussetzen"),  # a German term with a letter missing
        ("侧面功击", "term", "侧面攻击"),  # a Chinese term with one wrong character
        ("Zehnter Doktor", "card", "Der Zehnte Doctor"),  # a card name misspelt
    ],
)
def test_ask_misspelt_term_or_card_offers_did_you_mean(real_search_client, question, kind, expected):
    body = real_search_client.get("/api/ask", params={"q": question}).json()
    offered = [(s["kind"], s["text"]) for s in body["did_you_mean"]]
    assert (kind, expected) in offered, offered


def test_ask_vague_word_naming_two_concepts_offers_both(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "counters?"}).json()
    targets = {s["target"] for s in body["did_you_mean"] if s["kind"] == "term"}
    assert {"counter", "counter-spell"} <= targets, body["did_you_mean"]


def test_ask_off_topic_sentence_sharing_words_is_a_weak_answer(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "Wann fährt der letzte Bus nach Hause?"}).json()
    assert body["answered"] is True and body["answer_strength"] == "weak", body["no_answer_reason"]
    assert "names no game term" in body["no_answer_reason"]


def test_ask_question_naming_a_term_is_a_strong_answer(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "Wie viele Zeitmarken bekommt eine ausgesetzte Karte?"}).json()
    assert body["answer_strength"] == "strong"
