"""Which rulings of two languages speak of the same thing, and whether they say the same.

A pair is shown only when all of these hold (precision over recall: a judge shown a wrong
counterpart is misled, one shown none reads on):
1. Both rulings are tagged with the concept compared under and are in different languages.
2. Nothing in their content contradicts being about the same thing: if both name an ordinal
   ("the second triggered ability", 第二个) they name the same one; if both count something,
   a count is shared.
3. What they name overlaps enough: the idf-weighted Jaccard similarity of the other concepts
   they name (``kb.crosscheck.features.concept_weights``), joined by rule links beyond the
   concept's own rule and by shared ordinals, reaches ``SHOW_AT``, and the shared concepts
   weigh at least ``MIN_SHARED_WEIGHT`` (two rulings sharing only "spell", or only "target"
   and an X, are not a pair). Where the shared concepts weigh ``STRONG_SHARED_WEIGHT``
   (several rare ones), half the bar is enough: a long 2006 ruling names many more things
   than its short counterpart, which dilutes the likeness only.
4. Each is the other's best candidate (rulings printed more than once with the same text
   count as one), so two neighbouring points are not crossed; and the pair is judged among
   the rulings of its most specific shared concept (``kb.crosscheck._shown_at_home``).
The verdict: a side whose status is ``superseded`` against a ``current`` side is ``differs``
and the current side holds today; otherwise ``same`` (both hold, or neither when both are
superseded)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from kb.crosscheck.features import RulingFeatures

SHOW_AT = 0.45
MIN_SHARED_WEIGHT = 4.0
STRONG_SHARED_WEIGHT = 10.0
WEIGHTS = {"concepts": 0.6, "rules": 0.2, "ordinals": 0.2, "change": 0.2}
# How each part of WEIGHTS reads in a pair's ``method`` (kb.crosscheck shows it with every pair).
WEIGHT_NAMES = {
    "concepts": "idf-weighted concepts",
    "rules": "rules",
    "ordinals": "ordinals",
    "change": "the same superseding change",
}
EMBEDDING_WEIGHT = 0.5


def pair_method(embeddings: bool) -> str:
    """How a pair was found, as every pair and alignment says it: the parts of ``WEIGHTS`` with
    their weights, so the text cannot drift from the numbers the score uses."""
    parts = ", ".join(f"{WEIGHT_NAMES[k]} {w}" for k, w in WEIGHTS.items())
    return f"same thing: {parts}; mutual best; verdict from record_status" + (" + embeddings" if embeddings else "")


@dataclass(frozen=True)
class Candidate:
    a: str
    b: str
    score: float
    shared: dict[str, list[Any]]  # rules, numbers, concepts and ordinals both name
    shared_weight: float


@dataclass(frozen=True)
class Verdict:
    verdict: str  # same | differs
    holds_today: str  # a | b | both | neither
    why: str


def score_pair(
    fa: RulingFeatures, fb: RulingFeatures, weights: dict[str, float], embed: Callable[[str, str], float | None] | None = None
) -> Candidate | None:
    """The pair's similarity, or None when its content says the two are about different things."""
    if fa.ordinals and fb.ordinals and not fa.ordinals & fb.ordinals:
        return None
    if fa.numbers and fb.numbers and not fa.numbers & fb.numbers:
        return None
    shared_c, union_c = fa.concepts & fb.concepts, fa.concepts | fb.concepts
    parts = {}
    if union_c:
        parts["concepts"] = sum(weights.get(c, 0.0) for c in shared_c) / sum(weights.get(c, 0.0) for c in union_c)
    # a shared symbol (X, a P/T) adds to the likeness but is no subject of its own
    shared_weight = sum(weights.get(c, 0.0) for c in shared_c if not c.startswith("symbol:"))
    # A rule link says what a ruling rests on; a ruling with none beyond the concept's own
    # says nothing either way (links are precision-first), so only two linked rulings compare.
    if fa.rules and fb.rules:
        parts["rules"] = len(fa.rules & fb.rules) / len(fa.rules | fb.rules)
    if fa.ordinals and fb.ordinals:
        parts["ordinals"] = len(fa.ordinals & fb.ordinals) / len(fa.ordinals | fb.ordinals)
    # Two rulings one rules change superseded say what that change undid: the same point, or
    # close to it (a ruling's own status, reviewed, not a guess from its words).
    if fa.status_change and fa.status_change == fb.status_change:
        parts["change"] = 1.0
        shared_weight += MIN_SHARED_WEIGHT  # what the change undid is a subject they share
    if "concepts" not in parts:
        return None
    total = sum(WEIGHTS[k] * v for k, v in parts.items())
    weight = sum(WEIGHTS[k] for k in parts)
    cosine = embed(fa.id, fb.id) if embed else None
    if cosine is not None:
        total, weight = total + EMBEDDING_WEIGHT * cosine, weight + EMBEDDING_WEIGHT
    total /= weight
    shared: dict[str, list[Any]] = {
        "rules": sorted(fa.all_rules & fb.all_rules),
        "numbers": sorted(fa.numbers & fb.numbers),
        "concepts": sorted(shared_c),
        "ordinals": sorted(fa.ordinals & fb.ordinals),
    }
    return Candidate(fa.id, fb.id, total, shared, shared_weight)


def align_pairs(
    left: list[RulingFeatures],
    right: list[RulingFeatures],
    weights: dict[str, float],
    embed: Callable[[str, str], float | None] | None = None,
) -> list[Candidate]:
    """The shown pairs between two languages' rulings, best first (rule 1-4 above).

    Rulings with the same text and the same features (one ruling printed under several cards,
    or a document added twice) are scored once, by a representative; and only candidates
    strong enough to be shown are kept while the best score of every text is tracked — so
    memory grows with what is shown, not with the product of the two sides."""
    # Best candidates are taken over every scored pair, before the bar: a ruling whose best
    # match is too weak to show is not shown with its second best instead.
    best_a: dict[str, float] = {}
    best_b: dict[str, float] = {}
    kept: list[tuple[Candidate, list[RulingFeatures], list[RulingFeatures]]] = []
    right_groups = _same_features(right)
    for group_a in _same_features(left):
        fa = group_a[0]
        for group_b in right_groups:
            fb = group_b[0]
            cand = score_pair(fa, fb, weights, embed)
            if cand is None:
                continue
            rank = _rank(cand)
            best_a[fa.text_key] = max(best_a.get(fa.text_key, 0.0), rank)
            best_b[fb.text_key] = max(best_b.get(fb.text_key, 0.0), rank)
            if _strong_enough(cand):
                kept.append((cand, group_a, group_b))
    shown = [
        Candidate(a.id, b.id, c.score, c.shared, c.shared_weight)
        for c, group_a, group_b in kept
        if _rank(c) >= best_a[group_a[0].text_key] and _rank(c) >= best_b[group_b[0].text_key]
        for a in group_a
        for b in group_b
    ]
    return sorted(shown, key=lambda c: (-c.score, c.a, c.b))


def _same_features(features: list[RulingFeatures]) -> list[list[RulingFeatures]]:
    """Rulings that would score alike against anything: same text, concepts, rules, ordinals
    and numbers (the first of each group stands for it)."""
    groups: dict[tuple[Any, ...], list[RulingFeatures]] = {}
    for f in features:
        key = (f.text_key, f.concepts, f.rules, f.all_rules, f.ordinals, f.numbers)
        groups.setdefault(key, []).append(f)
    return list(groups.values())


def _rank(c: Candidate) -> float:
    """Which candidate is a ruling's best: its likeness, where a shared subject of several
    rare concepts counts as likeness at the bar (see ``_strong_enough``)."""
    return max(c.score, SHOW_AT) if c.shared_weight >= STRONG_SHARED_WEIGHT and c.score >= SHOW_AT * 0.5 else c.score


def _strong_enough(c: Candidate) -> bool:
    """Likeness at the bar with a real shared subject; or, below the bar, a shared subject of
    several rare concepts (a long 2006 ruling names many more things than its short 2023
    counterpart, which dilutes the likeness but not what they share)."""
    if c.shared_weight >= STRONG_SHARED_WEIGHT:
        return c.score >= SHOW_AT * 0.5
    return c.score >= SHOW_AT and c.shared_weight >= MIN_SHARED_WEIGHT


def verdict_of(fa: RulingFeatures, fb: RulingFeatures, shared: dict[str, list[Any]] | None = None) -> Verdict:
    """``same`` or ``differs`` from the two statuses (record_status.status); ``why`` names the
    statuses and what the two rulings share (the evidence they speak of the same thing)."""
    v = _verdict(fa, fb)
    about = _about(shared or {})
    return Verdict(v.verdict, v.holds_today, f"{v.why}; {about}" if about else v.why)


def _about(shared: dict[str, list[Any]]) -> str:
    parts = [", ".join(shared.get("concepts", []))]
    if shared.get("ordinals"):
        parts.append("the same ordinal (" + ", ".join(shared["ordinals"]) + ")")
    if shared.get("numbers"):
        parts.append("the numbers " + ", ".join(map(str, shared["numbers"])))
    text = "; ".join(p for p in parts if p)
    return f"both speak of {text}" if text else ""


def _verdict(fa: RulingFeatures, fb: RulingFeatures) -> Verdict:
    old = {side for side, f in (("a", fa), ("b", fb)) if f.status == "superseded"}
    if old == {"a", "b"}:
        return Verdict(
            "same", "neither", "both superseded: " + _reason(fa) + ("" if _reason(fa) == _reason(fb) else "; " + _reason(fb))
        )
    if old:
        gone, kept = (fa, fb) if old == {"a"} else (fb, fa)
        holds = "b" if old == {"a"} else "a"
        today = f" (today: {kept.current_rule or gone.current_rule})" if (kept.current_rule or gone.current_rule) else ""
        return Verdict("differs", holds, f"{gone.id} is superseded: {_reason(gone)}; {kept.id} holds{today}")
    return Verdict("same", "both", "both current")


def _reason(f: RulingFeatures) -> str:
    return f.status_reason or "a rules change"


def as_dict(v: Verdict) -> dict[str, Any]:
    return {"verdict": v.verdict, "holds_today": v.holds_today, "why": v.why}
