"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.849 / 0.689 -> 0.935 / 0.798
- lexical: 0.890 / 0.730 -> 0.921 / 0.767
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        0.2571,  # fused place
        1.1040,  # fused score
        1.2818,  # lexical reciprocal rank
        -0.7764,  # lexical listed
        0.9416,  # dense reciprocal rank
        0.1801,  # dense listed
        1.1294,  # concepts reciprocal rank
        0.0054,  # concepts listed
        0.4498,  # cards reciprocal rank
        0.6653,  # cards listed
        1.1943,  # asked_lexical reciprocal rank
        0.0003,  # asked_lexical listed
        1.1385,  # asked_dense reciprocal rank
        -0.7733,  # asked_dense listed
        0.5726,  # content match
        0.3307,  # content share
        0.5420,  # best of its siblings
        0.2222,  # text length
        0.6147,  # card the question names
        -0.6745,  # kind ruling
        0.6757,  # kind card
        0.1307,  # kind term
        -0.0579,  # kind passage
        -0.0793,  # kind rule_excerpt
    ),
    "lexical": (
        0.6813,  # fused place
        1.3277,  # fused score
        1.3409,  # lexical reciprocal rank
        -0.8971,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.1990,  # concepts reciprocal rank
        -0.1775,  # concepts listed
        0.4401,  # cards reciprocal rank
        0.5514,  # cards listed
        1.6425,  # asked_lexical reciprocal rank
        0.0697,  # asked_lexical listed
        0.0000,  # asked_dense reciprocal rank
        0.0000,  # asked_dense listed
        0.6481,  # content match
        0.3382,  # content share
        0.5616,  # best of its siblings
        0.2849,  # text length
        0.5150,  # card the question names
        -0.6627,  # kind ruling
        0.5786,  # kind card
        0.1435,  # kind term
        0.0006,  # kind passage
        -0.0763,  # kind rule_excerpt
    ),
}
