"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.889 / 0.715 -> 0.905 / 0.746
- lexical: 0.884 / 0.708 -> 0.892 / 0.727
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        0.2171,  # fused place
        2.5097,  # fused score
        1.3451,  # lexical reciprocal rank
        -0.9243,  # lexical listed
        1.2922,  # dense reciprocal rank
        0.1353,  # dense listed
        1.1944,  # concepts reciprocal rank
        -0.9171,  # concepts listed
        -0.4780,  # cards reciprocal rank
        1.4614,  # cards listed
        1.0424,  # content match
        0.9297,  # content share
        0.3063,  # best of its siblings
        0.1677,  # text length
        1.1015,  # card the question names
        -0.5686,  # kind ruling
        1.0660,  # kind card
        -0.1524,  # kind term
        -0.2851,  # kind passage
        0.0407,  # kind rule_excerpt
    ),
    "lexical": (
        0.1975,  # fused place
        2.7206,  # fused score
        1.6455,  # lexical reciprocal rank
        -0.9128,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.3035,  # concepts reciprocal rank
        -0.9984,  # concepts listed
        -0.5324,  # cards reciprocal rank
        1.5930,  # cards listed
        1.2245,  # content match
        0.9644,  # content share
        0.3787,  # best of its siblings
        0.2055,  # text length
        1.0107,  # card the question names
        -0.5367,  # kind ruling
        0.9772,  # kind card
        -0.0819,  # kind term
        -0.2995,  # kind passage
        0.0024,  # kind rule_excerpt
    ),
}
