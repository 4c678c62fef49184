"""The ranker's weights (``kb.search.ranker``), one per feature, per mode; written by
``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its
TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:

- rrf: 0.895 / 0.735 -> 0.910 / 0.754
- lexical: 0.892 / 0.725 -> 0.897 / 0.736
"""

WEIGHTS: dict[str, tuple[float, ...]] = {
    "rrf": (
        1.2174,  # fused place
        1.5063,  # fused score
        1.4540,  # lexical reciprocal rank
        -0.5370,  # lexical listed
        1.1977,  # dense reciprocal rank
        0.2676,  # dense listed
        1.2377,  # concepts reciprocal rank
        -0.3169,  # concepts listed
        0.5458,  # cards reciprocal rank
        0.8185,  # cards listed
        0.6790,  # content match
        0.3351,  # content share
        0.5964,  # best of its siblings
        0.2555,  # text length
        0.5715,  # card the question names
        -0.6309,  # kind ruling
        0.5697,  # kind card
        0.0808,  # kind term
        -0.0054,  # kind passage
        -0.0381,  # kind rule_excerpt
    ),
    "lexical": (
        1.3196,  # fused place
        1.6731,  # fused score
        1.6717,  # lexical reciprocal rank
        -0.4726,  # lexical listed
        0.0000,  # dense reciprocal rank
        0.0000,  # dense listed
        1.3115,  # concepts reciprocal rank
        -0.3813,  # concepts listed
        0.5688,  # cards reciprocal rank
        0.8816,  # cards listed
        0.7732,  # content match
        0.3705,  # content share
        0.5882,  # best of its siblings
        0.2882,  # text length
        0.4837,  # card the question names
        -0.5907,  # kind ruling
        0.4816,  # kind card
        0.1542,  # kind term
        0.0184,  # kind passage
        -0.1016,  # kind rule_excerpt
    ),
}
