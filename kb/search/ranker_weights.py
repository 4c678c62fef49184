"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.888 / 0.721 -> 0.902 / 0.745
- lexical: 0.884 / 0.712 -> 0.891 / 0.726
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        1.1867,  # fused place
        1.5035,  # fused score
        1.3682,  # lexical reciprocal rank
        -0.6505,  # lexical listed
        1.1260,  # dense reciprocal rank
        0.3532,  # dense listed
        1.2847,  # concepts reciprocal rank
        -0.2182,  # concepts listed
        0.5136,  # cards reciprocal rank
        0.8894,  # cards listed
        0.6438,  # content match
        0.3365,  # content share
        0.5662,  # best of its siblings
        0.3542,  # text length
        0.7069,  # card the question names
        -0.6382,  # kind ruling
        0.6994,  # kind card
        0.0316,  # kind term
        -0.0790,  # kind passage
        -0.0208,  # kind rule_excerpt
    ),
    "lexical": (
        1.2742,  # fused place
        1.6761,  # fused score
        1.5766,  # lexical reciprocal rank
        -0.5783,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.3606,  # concepts reciprocal rank
        -0.2692,  # concepts listed
        0.5390,  # cards reciprocal rank
        0.9460,  # cards listed
        0.7442,  # content match
        0.3695,  # content share
        0.5649,  # best of its siblings
        0.3689,  # text length
        0.6136,  # card the question names
        -0.6018,  # kind ruling
        0.6047,  # kind card
        0.1050,  # kind term
        -0.0550,  # kind passage
        -0.0742,  # kind rule_excerpt
    ),
}
