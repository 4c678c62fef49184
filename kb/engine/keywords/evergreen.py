"""Keywords whose rules live in the general modules (combat, payment, commander): their
behaviour objects only mark them as known; the rules read ``chars(...).has(name)``."""
from __future__ import annotations

from kb.engine.hooks import Simple, register_keyword

DEATHTOUCH = Simple("deathtouch", "702.2")
DEFENDER = Simple("defender", "702.3")
DOUBLE_STRIKE = Simple("double strike", "702.4")
FIRST_STRIKE = Simple("first strike", "702.7")
FLYING = Simple("flying", "702.9")
HASTE = Simple("haste", "702.10")
LIFELINK = Simple("lifelink", "702.15")
REACH = Simple("reach", "702.17")
TRAMPLE = Simple("trample", "702.19")
VIGILANCE = Simple("vigilance", "702.20")
MENACE = Simple("menace", "702.111")
DOCTORS_COMPANION = Simple("doctor's companion", "702.124m")  # deck-building: see kb.engine.commander
PARTNER = Simple("partner", "702.124")

for _keyword in (DEATHTOUCH, DEFENDER, DOUBLE_STRIKE, FIRST_STRIKE, FLYING, HASTE, LIFELINK, REACH, TRAMPLE,
                 VIGILANCE, MENACE, DOCTORS_COMPANION, PARTNER):
    register_keyword(_keyword)
