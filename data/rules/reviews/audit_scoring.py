"""Scoring of a blind audit: the rule links and statuses judgedesk shows per ruling, against a
judge's blind decisions (``record_id,key_rules,acceptable_rules,status,change_id,…`` rows).

Strict: a shown link is right when it is a blind key or acceptable rule, or nests with one of
them (702.62 / 702.62a). Adjudicated: also the shown links read after the blind file was
committed and found to state what the ruling says (``accepted_after``), and, for recall, a shown
rule that states the same as a blind key rule (``equivalent``, e.g. the CR's duplicates 117.5 /
704.3). A ruling keyed to no rule counts as right when nothing is shown. Used by
audit-s26-score.py and audit-s30-score.py, each with its own sample and adjudications."""

import csv
import json
from collections.abc import Collection, Iterable

DOCUMENTS = ("who-notes-de", "tsp-faq-zh")


def nested(a: str, b: str) -> bool:
    return a == b or a.startswith(b) and not a[len(b)].isdigit() or b.startswith(a) and not b[len(a)].isdigit()


def split(cell: str) -> list[str]:
    return [x for x in cell.split("|") if x]


def read_rows(paths: Iterable[str]) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for path in paths:
        with open(path, encoding="utf-8", newline="") as fh:
            rows.extend(csv.DictReader(fh))
    return rows


def score(
    export: str,
    blind: list[dict[str, str]],
    accepted_after: Collection[tuple[str, str]] = (),
    equivalent: dict[tuple[str, str], str] | None = None,
) -> tuple[dict[str, dict[str, int]], list[dict[str, str]]]:
    """Counts per document and for all, and one row per ruling (shown rules, verdicts)."""
    equivalent = equivalent or {}
    with open(export, encoding="utf-8") as fh:
        shown = {d["id"]: d for d in map(json.loads, fh)}
    fields = ("links", "strict", "adj", "keys", "kstrict", "kadj", "rul", "rstrict", "radj", "st", "stok")
    agg = {doc: dict.fromkeys(fields, 0) for doc in (*DOCUMENTS, "all")}
    out = []
    for r in blind:
        rid = r["record_id"]
        d = shown[rid]
        key, acc = split(r["key_rules"]), split(r["acceptable_rules"])
        links = [x["number"] for x in d["rules"]]
        verdicts = []
        for n in links:
            s = any(nested(n, k) for k in key + acc)
            a = s or (rid, n) in accepted_after
            verdicts.append((n, "blind" if s else "after" if a else "wrong"))
        kfound_s = [k for k in key if any(nested(k, n) for n in links)]
        kfound_a = [k for k in key if k in kfound_s or equivalent.get((rid, k)) in links]
        if key:
            rs, ra = bool(kfound_s), bool(kfound_a)
        else:  # the ruling rests on no rule: right when nothing is shown
            rs = ra = not links
        change = (d["status_change"] or {}).get("id", "")
        for g in (d["source"], "all"):
            A = agg[g]
            A["links"] += len(links)
            A["strict"] += sum(v == "blind" for _, v in verdicts)
            A["adj"] += sum(v != "wrong" for _, v in verdicts)
            A["keys"] += len(key)
            A["kstrict"] += len(kfound_s)
            A["kadj"] += len(kfound_a)
            A["rul"] += 1
            A["rstrict"] += rs
            A["radj"] += ra
            A["st"] += 1
            A["stok"] += d["status"] == r["status"] and change == r["change_id"]
        out.append(
            dict(
                record_id=rid,
                shown_rules="|".join(links),
                shown_status=d["status"],
                shown_change=change,
                link_verdicts="|".join(f"{n}:{v}" for n, v in verdicts),
                key_found_blind="|".join(kfound_s),
                key_found_adjudicated="|".join(kfound_a),
            )
        )
    return agg, out


def report(agg: dict[str, dict[str, int]]) -> None:
    def f(a: int, b: int) -> str:
        return f"{a}/{b} = {a / b:.3f}" if b else "n/a"

    for g, A in agg.items():
        print(
            f"{g}: link precision strict {f(A['strict'], A['links'])}, adjudicated {f(A['adj'], A['links'])}; "
            f"key-rule recall strict {f(A['kstrict'], A['keys'])}, adjudicated {f(A['kadj'], A['keys'])}; "
            f"rulings with a rule they rest on shown (or none when none) strict {f(A['rstrict'], A['rul'])}, "
            f"adjudicated {f(A['radj'], A['rul'])}; "
            f"status {f(A['stok'], A['st'])}"
        )


def write_rows(rows: list[dict[str, str]], path: str) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
