"""The keyword modules: each one implements one keyword (or a set's keyword actions) and
registers its hooks (``kb.engine.hooks``) when imported. This list is the only place that
names them; the general rules never import a module of this package.

The keyword table (names, CR numbers, parameters, aliases) is ``kb.engine.keyword_table``;
``KEYWORDS`` and ``parse_keyword`` are re-exported here for callers that parse keywords."""

from __future__ import annotations

from kb.engine.keyword_table import KEYWORDS, KeywordInstance, KeywordSpec, keyword_spec, parse_keyword  # noqa: F401
from kb.engine.keywords import (  # noqa: F401  (imported for their registrations)
    buyback,
    cascade,
    casualty,
    changeling,
    convoke,
    crew,
    cycling,
    delve,
    demonstrate,
    detain,
    doctor_who,
    echo,
    emerge,
    enchant,
    equip,
    escape,
    evasion,
    evergreen,
    explore,
    fading,
    flanking,
    flash,
    flashback,
    foretell,
    fuse,
    goad,
    graveyard_permission,
    jump_start,
    kicker,
    madness,
    mentor,
    morph,
    myriad,
    partner_with,
    planeswalk,
    protection,
    rampage,
    retrace,
    saga,
    shadow,
    split_second,
    storm,
    suspend,
    training,
    vanishing,
)
