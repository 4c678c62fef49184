import pytest

from kb.search.detect import detect_language

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("question, lang", [
    ("延缓的牌被反击了怎么办？", "zh"),
    ("Was passiert, wenn die letzte Zeitmarke entfernt wird?", "de"),
    ("Kann ich eine ausgesetzte Karte neutralisieren", "de"),
    ("What happens when the last time counter is removed?", "en"),
    ("suspend countered", "en"),
    ("Kreaturenspielstein Bedrohlichkeit", "de"),
])
def test_detect_language_of_judge_questions(question, lang):
    assert detect_language(question) == lang
