"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.891 / 0.720 -> 0.905 / 0.744
- lexical: 0.886 / 0.713 -> 0.892 / 0.727
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        1.1871,  # fused place
        1.4535,  # fused score
        1.3602,  # lexical reciprocal rank
        -0.6492,  # lexical listed
        1.1160,  # dense reciprocal rank
        0.3333,  # dense listed
        1.2979,  # concepts reciprocal rank
        -0.1698,  # concepts listed
        0.5156,  # cards reciprocal rank
        0.8268,  # cards listed
        0.6929,  # content match
        0.3483,  # content share
        0.5580,  # best of its siblings
        0.4022,  # text length
        0.7234,  # card the question names
        -0.6641,  # kind ruling
        0.7141,  # kind card
        0.0131,  # kind term
        -0.0424,  # kind passage
        -0.0322,  # kind rule_excerpt
    ),
    "lexical": (
        1.2908,  # fused place
        1.6238,  # fused score
        1.5525,  # lexical reciprocal rank
        -0.5804,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.3849,  # concepts reciprocal rank
        -0.2328,  # concepts listed
        0.5444,  # cards reciprocal rank
        0.8809,  # cards listed
        0.7867,  # content match
        0.3793,  # content share
        0.5537,  # best of its siblings
        0.4129,  # text length
        0.6325,  # card the question names
        -0.6266,  # kind ruling
        0.6219,  # kind card
        0.0771,  # kind term
        -0.0218,  # kind passage
        -0.0762,  # kind rule_excerpt
    ),
}
