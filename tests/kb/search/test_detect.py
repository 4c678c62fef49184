import pytest

from kb.search.detect import detect_language

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "question, lang",
    [
        ("延缓的牌被反击了怎么办？", "zh"),
        ("Was passiert, wenn die letzte Zeitmarke entfernt wird?", "de"),
        ("Kann ich eine ausgesetzte Karte neutralisieren", "de"),
        ("What happens when the last time counter is removed?", "en"),
        ("suspend countered", "en"),
        ("Kreaturenspielstein Bedrohlichkeit", "de"),
    ],
)
def test_detect_language_of_judge_questions(question, lang):
    assert detect_language(question) == lang


LABELS = [
    ("de", "Aussetzen"),
    ("en", "suspend"),
    ("de", "Rückkauf"),
    ("en", "buyback"),
    ("de", "Echo"),
    ("en", "echo"),
    ("de", "Sekundenbruchteil"),
    ("en", "split second"),
]


@pytest.mark.parametrize(
    "question, lang",
    [
        ("Aussetzen", "de"),
        ("suspend", "en"),
        ("Aussetzen suspend Echo", "en"),
        ("Echo", "en"),
        ("Aussetzen Sekundenbruchteil", "de"),
    ],
)
def test_a_question_made_of_term_names_takes_the_language_of_the_names(question, lang):
    """Without function words, a term name used by only one language decides; a name both
    languages share (Echo) decides nothing, and ties still go to English."""
    from kb.search.detect import latin_label_languages

    assert detect_language(question, latin_label_languages(LABELS)) == lang


def test_term_names_never_override_function_words():
    from kb.search.detect import latin_label_languages

    assert detect_language("what does Aussetzen do", latin_label_languages(LABELS)) == "en"
