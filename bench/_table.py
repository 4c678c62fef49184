"""Plain-text tables for benchmark output."""

from __future__ import annotations

import statistics
from typing import Sequence

# Every table printed in this process, in order: `python -m bench --record FILE` writes them out.
PRINTED: list[str] = []


def print_table(title: str, headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    cells = [[_fmt(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    out = [title, "  ".join(h.ljust(w) for h, w in zip(headers, widths)), "  ".join("-" * w for w in widths)]
    out += ["  ".join(c.rjust(w) if _numeric(c) else c.ljust(w) for c, w in zip(row, widths)) for row in cells]
    text = "\n".join(out)
    PRINTED.append(text)
    print(text + "\n", flush=True)
    return text


def print_verdicts(lines: Sequence[str]) -> str:
    """Each target's verdict ("met" / "MISSED" with the figure), printed and recorded under the
    tables it judges, so the recorded page says what the run met without a reader redoing sums."""
    text = "\n".join(lines)
    PRINTED.append(text)
    print(text + "\n", flush=True)
    return text


def percentile(values: Sequence[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def _numeric(cell: str) -> bool:
    return cell.replace(",", "").replace(".", "").replace("-", "").replace("×", "").isdigit()
