"""Score the rule links and statuses judgedesk shows for the stop-26 sample against the blind
decisions (audit-s26-blind.csv).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s26-score.py rulings.jsonl [per-ruling.csv]

Strict: a shown link is right when it is a blind key or acceptable rule, or nests with one of
them (702.62 / 702.62a). Adjudicated: also the shown links read after the blind file was
committed and found to state what the ruling says (ACCEPTED_AFTER), and, for recall, a shown rule
that states the same as a blind key rule (EQUIVALENT, e.g. the CR's duplicates 117.5 / 704.3).
A ruling keyed to no rule counts as right when nothing is shown."""

import csv
import json
import sys

DEC = "data/rules/reviews/audit-s26-blind.csv"  # the blind decisions, frozen before scoring
# Post-hoc adjudication: shown links outside the blind key/acceptable sets whose CR text
# states what the ruling says (read after the blind decisions were committed).
ACCEPTED_AFTER = {
    ("who-notes-de:ruling:411-411", "707.10"),
    ("who-notes-de:ruling:1851-1851", "117.5"),
    ("who-notes-de:ruling:2181-2181", "302.1"),
    ("who-notes-de:ruling:2185-2185", "118.9d"),
    ("tsp-faq-zh:ruling:115-115", "702.62c"),
    ("tsp-faq-zh:ruling:905-905", "702.37c"),
    ("tsp-faq-zh:ruling:1028-1028", "120.4c"),
    ("tsp-faq-zh:ruling:1186-1186", "603.6d"),
    ("tsp-faq-zh:ruling:1462-1462", "500.6"),
    ("tsp-faq-zh:ruling:1684-1684", "101.2"),
    ("tsp-faq-zh:ruling:1913-1913", "608.2d"),
    ("tsp-faq-zh:ruling:2093-2093", "701.23d"),
}
# Blind key rule -> shown rule that states the same thing (for adjudicated recall).
EQUIVALENT = {
    ("who-notes-de:ruling:1851-1851", "704.3"): "117.5",
    ("tsp-faq-zh:ruling:1462-1462", "603.2b"): "500.6",
    ("who-notes-de:ruling:2185-2185", "118.8"): "118.9d",
    ("tsp-faq-zh:ruling:115-115", "702.62a"): "702.62c",
    ("tsp-faq-zh:ruling:905-905", "708.4"): "702.37c",
    ("tsp-faq-zh:ruling:2093-2093", "701.23b"): "701.23d",
    ("tsp-faq-zh:ruling:2093-2093", "701.23a"): "701.23d",
    ("who-notes-de:ruling:335-335", "113.3b"): "602.1",
}


def nested(a, b):
    return a == b or a.startswith(b) and not a[len(b)].isdigit() or b.startswith(a) and not b[len(a)].isdigit()


def split(s):
    return [x for x in s.split("|") if x]


def main(export):
    shown = {}
    for line in open(export):
        d = json.loads(line)
        shown[d["id"]] = d
    out = []
    agg = {
        doc: dict(links=0, strict=0, adj=0, keys=0, kstrict=0, kadj=0, rul=0, rstrict=0, radj=0, st=0, stok=0)
        for doc in ("who-notes-de", "tsp-faq-zh", "all")
    }
    for r in csv.DictReader(open(DEC)):
        rid = r["record_id"]
        d = shown[rid]
        doc = d["source"]
        key, acc = split(r["key_rules"]), split(r["acceptable_rules"])
        links = [x["number"] for x in d["rules"]]
        verdicts = []
        for n in links:
            s = any(nested(n, k) for k in key + acc)
            a = s or (rid, n) in ACCEPTED_AFTER
            verdicts.append((n, "blind" if s else "after" if a else "wrong"))
        kfound_s = [k for k in key if any(nested(k, n) for n in links)]
        kfound_a = [k for k in key if k in kfound_s or EQUIVALENT.get((rid, k)) in links]
        if key:
            rs, ra = bool(kfound_s), bool(kfound_a)
        else:  # the ruling rests on no rule: right when nothing is shown
            rs = ra = not links
        for g in (doc, "all"):
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
            same_change = (d["status_change"] or {}).get("id", "") == r["change_id"]
            A["stok"] += d["status"] == r["status"] and same_change
        out.append(
            dict(
                record_id=rid,
                shown_rules="|".join(links),
                shown_status=d["status"],
                shown_change=(d["status_change"] or {}).get("id", ""),
                link_verdicts="|".join(f"{n}:{v}" for n, v in verdicts),
                key_found_blind="|".join(kfound_s),
                key_found_adjudicated="|".join(kfound_a),
            )
        )
    for g, A in agg.items():

        def f(a, b):
            return f"{a}/{b} = {a / b:.3f}" if b else "n/a"

        print(
            f"{g}: link precision strict {f(A['strict'], A['links'])}, adjudicated {f(A['adj'], A['links'])}; "
            f"key-rule recall strict {f(A['kstrict'], A['keys'])}, adjudicated {f(A['kadj'], A['keys'])}; "
            f"rulings with a rule they rest on shown (or none when none) strict {f(A['rstrict'], A['rul'])}, "
            f"adjudicated {f(A['radj'], A['rul'])}; "
            f"status {f(A['stok'], A['st'])}"
        )
    return out


if __name__ == "__main__":
    rows = main(sys.argv[1])
    if len(sys.argv) > 2:
        w = csv.DictWriter(open(sys.argv[2], "w", newline=""), fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
