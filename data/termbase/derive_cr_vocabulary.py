"""Derive ``cr_concepts.csv`` and ``cr_labels.csv``: the game's whole rules vocabulary
(every Comprehensive Rules glossary entry, every keyword action (701) and keyword ability
(702), zones, steps and phases, card types, supertypes, subtypes including creature
types, and counter kinds) with English and Chinese labels, each row naming its source.

Facts are read from two public git snapshots (``fetch github:<repo>`` gives the git dirs):

- English rule numbers and headwords: ``chaoticgoodcomputing/mtg-rules`` (the CR of
  2025-09-19, split into markdown by rule);
- English <-> Chinese: ``athenacykes/magic-comp-rules-zh-cn`` (the Chinese CR translation
  effective 2024-04-12; its glossary gives English and Chinese headwords side by side, its
  chapters give each rule in Chinese followed by the same rule in English, so lists such
  as the creature types can be paired item by item).

German labels are curated by hand in ``labels_de.csv`` (corpus glossary and
German printed card text); this script does not invent any. Run it again after a new CR:

    python data/termbase/derive_cr_vocabulary.py EN_GIT_DIR ZH_GIT_DIR
"""

from __future__ import annotations

import csv
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
GLOSSARY_NOTE = "CR glossary headword"
# Glossary words that are everyday words in running text (如果 "if", 你 "you", 持续 "goes on",
# 视为 "is treated as"): resolvable, but kb.termbase.lookup does not tag texts with them.
ORDINARY_NOTE = "ordinary word: not searched in running text"
ORDINARY = {
    ("if", "zh"),
    ("if", "en"),
    ("you", "zh"),
    ("you", "en"),
    ("ongoing", "zh"),
    ("counts-as", "zh"),
    ("during", "zh"),
    ("during", "en"),
}
# Single labels that are everyday words: "removed" and 移除 ("remove": 移除指示物, an ability
# removed) name the obsolete "remove from the game" only in old card text.
ORDINARY_LABELS = {("exile", "en", "Removed"), ("exile", "zh", "移除")}
EN_REPO, ZH_REPO = "chaoticgoodcomputing/mtg-rules", "athenacykes/magic-comp-rules-zh-cn"


def git_show(git_dir: str, path: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"HEAD:{path}"], check=True, capture_output=True, text=True
    ).stdout


def git_head(git_dir: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", git_dir, "rev-parse", "--short=7", "HEAD"], check=True, capture_output=True, text=True
    ).stdout.strip()


def slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = text.replace("+1/+1", "plus-one").replace("-1/-1", "minus-one").replace("’", "").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).casefold().replace("’", "'")).strip()


def singular(plural: str) -> str:
    """A card type's name from its CR section title ("Sorceries" names the type sorcery)."""
    if plural.endswith("ies"):
        return plural[:-3] + "y"
    if plural.endswith("a"):
        return plural[:-1] + "on"  # Phenomena
    return plural.removesuffix("s")


class Vocabulary:
    """Concepts keyed by id, labels as rows; existing curated concepts are reused by name."""

    def __init__(self, existing: list[dict[str, str]], existing_labels: list[dict[str, str]]) -> None:
        self.concepts: dict[str, dict[str, str]] = {}
        self.labels: list[dict[str, str]] = []
        self.by_name: dict[str, str] = {}
        self.existing_ids = {c["id"] for c in existing}
        for c in existing:
            self.by_name.setdefault(fold(c["en"]), c["id"])
            self.by_name.setdefault(fold(c["id"].replace("-", " ")), c["id"])
        self.curated: dict[tuple[str, str], set[str]] = defaultdict(set)  # (lang, folded label) -> concepts
        for l in existing_labels:
            self.curated[(l["lang"], fold(l["label"]))].add(l["concept"])
            if l["lang"] == "en" and l["era"] in ("current", "variant"):
                self.by_name.setdefault(fold(l["label"]), l["concept"])

    def concept(self, en: str, kind: str, cr: str, source: str) -> str:
        """The id for English name ``en``: an existing concept of that name, else a new one."""
        key = fold(en)
        for k in (key, key.removesuffix(" step")):
            if k in self.by_name:
                return self.by_name[k]
        cid = slug(en)
        while cid in self.existing_ids or cid in self.concepts:
            cid += "-" + slug(kind)
        self.concepts[cid] = {"id": cid, "kind": kind, "cr": cr, "en": en, "source": source}
        self.by_name[key] = cid
        return cid

    def label(self, concept: str, lang: str, label: str, era: str, source: str, note: str = "") -> None:
        label = label.strip()
        # a word the curated table gives to another concept keeps that meaning (the glossary's
        # "Counter" is both 反击 and 指示物; 反击 stays "counter a spell")
        taken = self.curated.get((lang, fold(label)), set())
        if taken and concept not in taken:
            return
        if (concept, lang) in ORDINARY or (concept, lang, label) in ORDINARY_LABELS:
            note = ORDINARY_NOTE
        if label and not label.startswith("["):
            self.labels.append({"concept": concept, "lang": lang, "label": label, "era": era, "note": note, "source": source})


# --- English: the CR of 2025-09-19 ----------------------------------------------------------

COUNTER_KIND = re.compile(
    r"\b(?:a|an|one|two|three|four|five|six|seven|many|more|of|X|N|last|no|any|fewer|\d+)\s+"
    r"([a-z]+|[+-]\d/[+-]\d)\s+counters?\b"
)
NOT_A_COUNTER_KIND = {"additional", "those", "these", "such", "other", "same", "each", "the", "that", "this", "its"}
RULE_REF = re.compile(r"\brules? (\d{3}(?:\.\d+[a-z]?)?)")


def english_glossary(en_dir: str) -> dict[str, tuple[str, str]]:
    """Headword -> (definition, first rule number cited)."""
    out = {}
    for block in git_show(en_dir, "rules/GLOSSARY.md").split("\n\n"):
        lines = [l for l in block.strip().splitlines() if l.strip()]
        if len(lines) < 2 or lines[0] == "Glossary":
            continue
        body = " ".join(lines[1:])
        m = RULE_REF.search(body)
        out[lines[0].strip()] = (body, m.group(1) if m else "")
    return out


def english_headings(en_dir: str, path: str, section: str) -> dict[str, str]:
    """Title -> rule number for ``701.5. Cast``-style headings of one CR section file."""
    out = {}
    for m in re.finditer(rf"^({section}\.\d+)\. (.+)$", git_show(en_dir, path), re.M):
        if len(m.group(2)) < 60:
            out[m.group(2).strip()] = m.group(1)
    return out


# --- Chinese: the translation effective 2024-04-12 ---------------------------------------------


def chinese_glossary(zh_dir: str) -> dict[str, str]:
    text = git_show(zh_dir, "markdown/glossary.md")
    return {
        m.group(1).strip(): m.group(2).strip()
        for m in re.finditer(r"^### <span id='[^']*'>([^<]+)</span> / <span id='[^']*'>([^<]+)</span>", text, re.M)
    }


def chinese_headings(zh_dir: str) -> list[tuple[str, str, str]]:
    """(rule number, Chinese title, English title) of the chapters' bilingual headings."""
    out = []
    for chapter in range(1, 10):
        text = git_show(zh_dir, f"markdown/{chapter}.md")
        for m in re.finditer(r"<span id='?cr[\d-]+'?>(\d{3}(?:\.\d+)?)\.?</span> (\S[^<\n]*?) ([A-Z][^<\n]*)$", text, re.M):
            out.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
        for m in re.finditer(r"<span id=cr[\d-]+>(\d{3}\.\d+)\. (.+?) ([A-Z][^<]*)</span>", text):
            out.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
    return out


def paired_rules(zh_dir: str, chapter: int) -> dict[str, tuple[str, str]]:
    """Rule number -> (Chinese text, English text) for one chapter."""
    text = git_show(zh_dir, f"markdown/{chapter}.md")
    zh = {m.group(1): m.group(2) for m in re.finditer(r"^<b id='cr[\w-]+'>([\d.a-z]+?)\.?</b> (.*)$", text, re.M)}
    en = {m.group(1): m.group(2) for m in re.finditer(r"^<b>([\d.a-z]+?)\.?</b> (.*)$", text, re.M)}
    return {k: (zh[k], en[k]) for k in zh if k in en}


def split_list(text: str, zh: bool) -> list[str]:
    text = re.sub(r"（参见规则[^）]*）|\(see rule[^)]*\)", "", text)
    # the last "... types are" names the list ("A card's supertypes are printed ..." comes first)
    text = re.sub(r"^.*?包括", "", text) if zh else re.sub(r"^.*(?:\s(?:types|supertypes) are\s|one word long:\s)", "", text)
    text = text.split("。")[0] if zh else re.split(r"\.(?:\s|$)", text)[0]
    parts = re.split(r"、|，|,\s*(?:and\s+)?|\s+and\s+|以及|及", text)
    return [p.strip().strip('“”"').removeprefix("和").strip() for p in parts if p.strip()]


def main(en_dir: str, zh_dir: str) -> None:
    en_src = f"CR 2025-09-19 (github.com/{EN_REPO}@{git_head(en_dir)}"
    zh_src = f"CR zh-CN 2024-04-12 (github.com/{ZH_REPO}@{git_head(zh_dir)}"
    existing = list(csv.DictReader(open(HERE / "concepts.csv", encoding="utf-8")))
    existing_labels = list(csv.DictReader(open(HERE / "labels.csv", encoding="utf-8")))
    vocab = Vocabulary(existing, existing_labels)
    glossary = english_glossary(en_dir)
    zh_glossary = chinese_glossary(zh_dir)
    headings = chinese_headings(zh_dir)
    zh_heads = {en: (rule, zh) for rule, zh, en in headings if rule.startswith(("701.", "702."))}

    def add_zh(cid: str, en: str, zh_label: str | None, where: str, obsolete: bool = False) -> None:
        if zh_label:
            era = "outdated" if obsolete or "已废止" in zh_label else "current"
            zh_label = re.sub(r"（译者注[^）]*）|（已废止）$", "", zh_label)
            # "生命，总生命" and "抓/平手" name the entry twice (not "+1/+1指示物")
            for part in re.split(r"，|/(?![+\-\d])", zh_label) if not re.search(r"\d", zh_label) else [zh_label]:
                vocab.label(cid, "zh", part, era, where)

    # 1. keyword actions and keyword abilities (titles and rule numbers, 2025)
    for section, path, kind in (
        ("701", "rules/rules/7-additional-rules/701-keyword-actions.md", "action"),
        ("702", "rules/rules/7-additional-rules/702-keyword-abilities.md", "keyword"),
    ):
        for title, rule in english_headings(en_dir, path, section).items():
            cid = vocab.concept(title, kind, rule, f"{en_src} {path.rsplit('/', 1)[1]} {rule})")
            vocab.label(cid, "en", title, "current", f"{en_src} {rule})")
            zh = zh_heads.get(title)
            add_zh(cid, title, zh[1] if zh else zh_glossary.get(title), f"{zh_src} markdown/7.md {zh[0] if zh else 'glossary'})")

    # 2. zones (400s), steps and phases (500s), card types (300s) from the bilingual headings
    for rule, zh_title, title in headings:
        major = rule.split(".")[0]
        if "." in rule or title == "General":
            continue
        if major.startswith("4"):
            kind, en = "zone", {"Command": "command zone", "Exile": "exile zone"}.get(title, title.lower())
        elif major.startswith("5") and re.search(r"(Step|Phase)$", title):
            kind, en = "step", title.lower()
        elif major.startswith("3") and major != "300":
            kind, en = "card-type", singular(title.lower())
        else:
            continue
        cid = vocab.concept(en, kind, major, f"{en_src} rule {major})")
        vocab.label(cid, "en", en, "current", f"{en_src} rule {major})")
        add_zh(cid, en, zh_title, f"{zh_src} markdown/{major[0]}.md {major})")

    # 3. supertypes and subtypes: the Chinese list and the English list of the same rule
    rules2 = paired_rules(zh_dir, 2)
    en205 = git_show(en_dir, "rules/rules/2-parts-of-a-card/205-type-line.md")
    for rule, kind in (
        ("205.4a", "supertype"),
        ("205.3g", "subtype"),
        ("205.3h", "subtype"),
        ("205.3i", "subtype"),
        ("205.3j", "subtype"),
        ("205.3k", "subtype"),
        ("205.3m", "creature-type"),
        ("205.3n", "subtype"),
    ):
        zh_text, en_text = rules2.get(rule, ("", ""))
        zh_items, en_items = split_list(zh_text, True), split_list(en_text, False)
        pairs = dict(zip(en_items, zh_items)) if len(zh_items) == len(en_items) else {}
        # Pair by position only when the order agrees with the glossary wherever both name an
        # item (the supertypes are listed in a different order in the Chinese text).
        clash = [en for en, zh in pairs.items() if en.title() in zh_glossary and zh_glossary[en.title()] != zh]
        if clash:
            print(f"warning: {rule}: order differs from the glossary ({', '.join(clash)}), glossary only", file=sys.stderr)
            pairs = {en: zh_glossary[en.title()] for en in en_items if en.title() in zh_glossary}
        m = re.search(rf"^{re.escape(rule)} (.*)$", en205, re.M)
        items = split_list(m.group(1), False) if m else en_items
        items += [en for en in en_items if en not in items]  # "One creature type is two words long: Time Lord."
        for en in items:
            label = en if kind != "supertype" else en.lower()
            cid = vocab.concept(
                label if kind != "creature-type" or en == "Time Lord" else en, kind, rule, f"{en_src} 205-type-line.md {rule})"
            )
            vocab.label(cid, "en", label, "current", f"{en_src} {rule})")
            zh = pairs.get(en)
            if zh:
                note = "provisional translation (English kept in brackets)" if "[" in zh else ""
                vocab.label(cid, "zh", re.sub(r"\[.*?\]", "", zh), "current", f"{zh_src} markdown/2.md {rule})", note)
        if not pairs and zh_items:
            print(f"warning: {rule}: {len(zh_items)} Chinese vs {len(en_items)} English items, not paired", file=sys.stderr)

    # 4. every glossary entry (an obsolete term becomes an outdated label of what replaced it)
    for head, (body, rule) in glossary.items():
        obsolete = head.endswith("(Obsolete)")
        name = re.sub(r"\s*\(Obsolete\)$", "", head)
        # "Life, Life Total" names one entry twice; "Active Player, Nonactive Player Order" is
        # one name (its first part is a headword of its own)
        names = [name] if name.split(", ")[0] in glossary else name.split(", ")
        # "An obsolete term for the battlefield." / "“Remove [something] from the game” is an
        # obsolete term for “exile [something].”": the concept is what the term now is
        target = re.match(r"(?:An|“[^”]*” is an) obsolete term for “?(?:the )?([a-z][\w ]+?)(?: \[something\])?[.,”]", body)
        if obsolete and target:
            cid = vocab.concept(target.group(1), "game-term", rule, f"{en_src} rules/GLOSSARY.md {head})")
        else:
            kind = "keyword" if rule.startswith("702") else "action" if rule.startswith("701") else "game-term"
            known = next((n for n in names if fold(n) in vocab.by_name), names[0])
            cid = vocab.concept(known, kind, rule, f"{en_src} rules/GLOSSARY.md {head})")
        for n in names:
            vocab.label(cid, "en", n, "outdated" if obsolete else "current", f"{en_src} rules/GLOSSARY.md)", GLOSSARY_NOTE)
        # A term the CR of 2025 marks obsolete may still be current in the 2024 translation
        # ("Totem Armor", "Damage Assignment Order"): its Chinese headword is the outdated label.
        zh_head = head if head in zh_glossary else name
        add_zh(cid, name, zh_glossary.get(zh_head), f"{zh_src} markdown/glossary.md {zh_head})", obsolete)

    # 5. counter kinds: named in the English rules, paired with the Chinese wording of the same rule
    votes: dict[str, Counter] = defaultdict(Counter)
    where: dict[str, str] = {}
    for chapter in range(1, 10):
        for rule, (zh_text, en_text) in paired_rules(zh_dir, chapter).items():
            # a kind is the word between a quantity and "counter(s)" ("a ticket counter", "many
            # defense counters"); a bare "<word> counters" is too often a verb or a conjunction
            # ("move counters", "damage or counters", "+X/+Y counter")
            kinds = {k.lower() for k in COUNTER_KIND.findall(en_text)} - NOT_A_COUNTER_KIND
            zh_kinds = set(re.findall(r"([+-]\d/[+-]\d|[\u4e00-\u9fff]{2})指示物", zh_text))
            # "+1/+1" is written alike in both languages: set it aside, the rest may still pair
            # (702.44a: "+1/+1 counters ... charge counters" / "+1/+1指示物 ... 充电指示物")
            same = {k for k in kinds if k in zh_kinds}
            for k in same:
                votes[k][k] += 1
                where.setdefault(k, rule)
            kinds, zh_kinds = kinds - same, zh_kinds - same
            if len(kinds) == 1 and len(zh_kinds) == 1:
                k = kinds.pop()
                votes[k][zh_kinds.pop()] += 1
                where.setdefault(k, rule)
            for k in kinds:
                where.setdefault(k, rule)
    for k, rule in sorted(where.items()):
        en = f"{k} counter"
        cid = vocab.concept(en, "counter", rule, f"{zh_src} English text of rule {rule})")
        vocab.label(cid, "en", en, "current", f"{zh_src} English text of rule {rule})")
        if votes[k]:
            zh, n = votes[k].most_common(1)[0]
            vocab.label(cid, "zh", f"{zh}指示物", "current", f"{zh_src} rule {where[k]}; {n} paired rule(s))")

    write(HERE / "cr_concepts.csv", ["id", "kind", "cr", "en", "source"], vocab.concepts.values())
    seen: dict[tuple, dict[str, str]] = {}
    rows = []
    for row in vocab.labels:
        key = (row["concept"], row["lang"], fold(row["label"]), row["era"])
        if key not in seen:
            seen[key] = row
            rows.append(row)
        elif row["note"] == GLOSSARY_NOTE and not seen[key]["note"]:
            seen[key]["note"] = GLOSSARY_NOTE  # a keyword's title that is also a glossary headword
    write(HERE / "cr_labels.csv", ["concept", "lang", "label", "era", "note", "source"], rows)
    print(f"{len(vocab.concepts)} new concepts, {len(rows)} labels", file=sys.stderr)


def write(path: Path, columns: list[str], rows) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, columns)
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main(*sys.argv[1:3])
