"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.888 / 0.725 -> 0.900 / 0.744
- lexical: 0.886 / 0.715 -> 0.889 / 0.728
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        1.2042,  # fused place
        1.4997,  # fused score
        1.3950,  # lexical reciprocal rank
        -0.6105,  # lexical listed
        1.1355,  # dense reciprocal rank
        0.3316,  # dense listed
        1.2588,  # concepts reciprocal rank
        -0.2619,  # concepts listed
        0.5161,  # cards reciprocal rank
        0.8613,  # cards listed
        0.6961,  # content match
        0.3450,  # content share
        0.5822,  # best of its siblings
        0.3033,  # text length
        0.6534,  # card the question names
        -0.6336,  # kind ruling
        0.6461,  # kind card
        0.0479,  # kind term
        -0.0602,  # kind passage
        -0.0173,  # kind rule_excerpt
    ),
    "lexical": (
        1.3027,  # fused place
        1.6668,  # fused score
        1.6062,  # lexical reciprocal rank
        -0.5369,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.3326,  # concepts reciprocal rank
        -0.3303,  # concepts listed
        0.5416,  # cards reciprocal rank
        0.9258,  # cards listed
        0.7892,  # content match
        0.3793,  # content share
        0.5655,  # best of its siblings
        0.3249,  # text length
        0.5587,  # card the question names
        -0.5908,  # kind ruling
        0.5501,  # kind card
        0.1193,  # kind term
        -0.0328,  # kind passage
        -0.0789,  # kind rule_excerpt
    ),
}
