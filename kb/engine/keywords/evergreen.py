"""Keywords whose rules live in the general modules: combat damage (deathtouch, double and first
strike, lifelink, trample), attacking (vigilance, haste), the Commander variant (partner, Doctor's
companion), the untap step (phasing), destruction (indestructible: ``kb.engine.indestructible``).
Their behaviour objects only mark them as known; those rules read ``chars(...).has(name)``.
Keywords that restrict attacking and blocking are in ``evasion``."""

from __future__ import annotations

from kb.engine.hooks import Simple, register_keyword

DEATHTOUCH = Simple("deathtouch", "702.2")
DOUBLE_STRIKE = Simple("double strike", "702.4b")
FIRST_STRIKE = Simple("first strike", "702.7b")
HASTE = Simple("haste", "702.10")
LIFELINK = Simple("lifelink", "702.15")
TRAMPLE = Simple("trample", "702.19b")
VIGILANCE = Simple("vigilance", "702.20b")
DOCTORS_COMPANION = Simple("doctor's companion", "702.124m")  # deck-building: see kb.engine.commander
PARTNER = Simple("partner", "702.124")
PHASING = Simple("phasing", "702.26a")  # phases out in its controller's untap step: kb.engine.phasing
INDESTRUCTIBLE = Simple("indestructible", "702.12b")  # read by kb.engine.indestructible

for _keyword in (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    HASTE,
    LIFELINK,
    TRAMPLE,
    VIGILANCE,
    DOCTORS_COMPANION,
    PARTNER,
    PHASING,
    INDESTRUCTIBLE,
):
    register_keyword(_keyword)
