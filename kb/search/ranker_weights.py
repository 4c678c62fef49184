"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.837 / 0.678 -> 0.934 / 0.792
- lexical: 0.887 / 0.724 -> 0.916 / 0.762
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        0.2471,  # fused place
        1.0872,  # fused score
        1.3073,  # lexical reciprocal rank
        -0.8124,  # lexical listed
        0.9594,  # dense reciprocal rank
        0.2011,  # dense listed
        1.1267,  # concepts reciprocal rank
        0.0054,  # concepts listed
        0.4582,  # cards reciprocal rank
        0.6899,  # cards listed
        1.1666,  # asked_lexical reciprocal rank
        0.0744,  # asked_lexical listed
        1.1108,  # asked_dense reciprocal rank
        -0.8573,  # asked_dense listed
        0.5894,  # content match
        0.3441,  # content share
        0.5835,  # best of its siblings
        0.2458,  # text length
        0.6124,  # card the question names
        -0.6989,  # kind ruling
        0.6642,  # kind card
        0.1262,  # kind term
        -0.0191,  # kind passage
        -0.0736,  # kind rule_excerpt
    ),
    "lexical": (
        0.6625,  # fused place
        1.3506,  # fused score
        1.3796,  # lexical reciprocal rank
        -0.9214,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.1970,  # concepts reciprocal rank
        -0.1724,  # concepts listed
        0.4329,  # cards reciprocal rank
        0.5830,  # cards listed
        1.5593,  # asked_lexical reciprocal rank
        0.0884,  # asked_lexical listed
        0.0000,  # asked_dense reciprocal rank
        0.0000,  # asked_dense listed
        0.6352,  # content match
        0.3398,  # content share
        0.5904,  # best of its siblings
        0.3081,  # text length
        0.5226,  # card the question names
        -0.6741,  # kind ruling
        0.5722,  # kind card
        0.1529,  # kind term
        0.0343,  # kind passage
        -0.1012,  # kind rule_excerpt
    ),
}
