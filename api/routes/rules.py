"""``GET /api/rules/{number}``: one Comprehensive Rules number with its title, parent and
subrules, its 2006 number, the rulings resting on it and the checks that exercise it."""

from __future__ import annotations

from fastapi import APIRouter

from api.deps import ChecksDirDep, DbDep
from api.errors import culprit
from api.schemas import RuleView
from kb.rules.view import rule_view as view

router = APIRouter(prefix="/rules", tags=["rules"])


@router.get("/{number}", response_model=RuleView)
def rule_view(db: DbDep, checks_dir: ChecksDirDep, number: str) -> RuleView:
    """Today's number or a 2006 one ("502.59" is mapped to 702.62); an unknown number is a
    404 with the closest listed numbers."""
    with culprit("number"):
        return view(db, number, checks_dir)
