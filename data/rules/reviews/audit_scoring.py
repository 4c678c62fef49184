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
import tempfile
from collections.abc import Collection, Iterable
from pathlib import Path

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


# Two blind readers per ruling (stop 32 on): the rules both name, and one reader scored as if the
# other's keys were what judgedesk showed.


def union_reading(a: list[dict[str, str]], b: list[dict[str, str]]) -> list[dict[str, str]]:
    """One blind row per ruling the readers agree has a basis or has none: the keys both name
    (reader a's spelling), every other key or acceptable rule of either as acceptable; status
    reader a's. A ruling where they share no key (one keyless, or disjoint keys) has no
    consensus and is left out (``no_consensus`` lists them)."""
    by_id = {r["record_id"]: r for r in b}
    out = []
    for ra in a:
        rb = by_id[ra["record_id"]]
        ka, kb = split(ra["key_rules"]), split(rb["key_rules"])
        both = [k for k in ka if any(nested(k, x) for x in kb)]
        if not both and (ka or kb):
            continue
        rest = [x for x in ka + kb + split(ra["acceptable_rules"]) + split(rb["acceptable_rules"]) if x not in both]
        out.append({**ra, "key_rules": "|".join(both), "acceptable_rules": "|".join(dict.fromkeys(rest))})
    return out


def no_consensus(a: list[dict[str, str]], b: list[dict[str, str]]) -> list[str]:
    kept = {r["record_id"] for r in union_reading(a, b)}
    return [r["record_id"] for r in a if r["record_id"] not in kept]


def reading_as_shown(rows: list[dict[str, str]], export: str) -> str:
    """A reader's keys written as an export (rules, status), to score one reader against another."""
    with open(export, encoding="utf-8") as fh:
        source = {d["id"]: d["source"] for d in map(json.loads, fh)}
    path = Path(tempfile.mkstemp(suffix=".jsonl")[1])
    with path.open("w", encoding="utf-8") as fh:
        for r in rows:
            change = {"id": r["change_id"]} if r["change_id"] else None
            shown = [{"number": n} for n in split(r["key_rules"])]
            record = {"id": r["record_id"], "source": source[r["record_id"]], "rules": shown}
            fh.write(json.dumps({**record, "status": r["status"], "status_change": change}) + "\n")
    return str(path)


def figures(agg: dict[str, dict[str, int]]) -> dict[str, str]:
    def f(n: int, d: int) -> str:
        return f"{n / d:.3f} ({n}/{d})" if d else "n/a"

    return {
        g: f"precision {f(A['strict'], A['links'])}, key-rule recall {f(A['kstrict'], A['keys'])}, "
        f"basis {A['rstrict']}/{A['rul']}, status {A['stok']}/{A['st']}"
        for g, A in agg.items()
    }


def two_reader_figures(
    export: str,
    a: list[dict[str, str]],
    b: list[dict[str, str]],
    accepted_after: Collection[tuple[str, str]] = (),
    equivalent: dict[tuple[str, str], str] | None = None,
) -> dict[str, dict[str, str]]:
    """judgedesk against reader a, reader b and both (consensus keys), and each reader against the
    other; adjudications made after the comparison apply to judgedesk only."""
    results = {
        "judgedesk vs reader a": score(export, a, accepted_after, equivalent)[0],
        "judgedesk vs reader b": score(export, b, accepted_after, equivalent)[0],
        "judgedesk vs both (consensus keys)": score(export, union_reading(a, b), accepted_after, equivalent)[0],
        "reader b vs reader a": score(reading_as_shown(b, export), a)[0],
        "reader a vs reader b": score(reading_as_shown(a, export), b)[0],
    }
    out = {name: figures(agg) for name, agg in results.items()}
    out["rulings without a consensus key (left out of 'both')"] = {"all": " ".join(no_consensus(a, b)) or "none"}
    return out


def print_figures(rows_by_name: dict[str, dict[str, str]]) -> None:
    for name, rows in rows_by_name.items():
        print(name)
        for group in (*DOCUMENTS, "all"):
            if group in rows:
                print(f"  {group}: {rows[group]}")


def two_reader_readings(stop: str, documents: tuple[str, ...] = ("who", "tsp")) -> dict[str, list[str]]:
    """Reader -> its blind files of a two-reader audit (``audit-{stop}-blind-{doc}-{a,b}.csv``)."""
    here = Path(__file__).parent
    return {r: [str(here / f"audit-{stop}-blind-{doc}-{r}.csv") for doc in documents] for r in ("a", "b")}


def two_reader_main(readers: dict[str, list[str]], export: str) -> dict[str, dict[str, str]]:
    """An audit without adjudications after its blind files: judgedesk against each reader and
    both, and the readers against each other."""
    return two_reader_figures(export, read_rows(readers["a"]), read_rows(readers["b"]))
