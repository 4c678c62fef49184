"""Propose German labels for subtypes and creature types by aligning printed type lines.

Two public sources name the same cards:

- Forge's German card text, ``forge-gui/res/languages/cardnames-de-DE.txt`` of
  ``Card-Forge/forge`` (one line per card: ``English name|German name|German type line|text``);
- XMage's card classes (``magefree/mage``, ``Mage.Sets/src/mage/cards/<x>/<Class>.java``), whose
  ``this.subtype.add(SubType.X)`` calls give the English subtypes in printed order, and whose set
  files (``Mage.Sets/src/mage/sets/*.java``) map card names to classes.

A German type line "Kreatur — Mensch, Barde" whose English card has the subtypes Human, Bard
gives Mensch = Human and Barde = Bard: words are paired by position, and only when both lines
name the same number of subtypes. Old "Beschwörung eines …" lines name one subtype in the
genitive; they are reported with era ``outdated`` and are checked by hand. The script prints
candidate rows (with the Forge line number) for concepts that have no German label yet;
``labels_de.csv`` keeps the ones checked by hand, one card per row, named by its English
name, which is the key of its line in the Forge file (rows derived from excerpts of the file
name the card but not the line number).

    python data/termbase/derive_de_types.py FORGE_FILE XMAGE_GIT_DIR [XMAGE_COMMIT]
"""

from __future__ import annotations

import csv
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
FORGE_PATH = "forge-gui/res/languages/cardnames-de-DE.txt"
SUBTYPE_KINDS = ("subtype", "creature-type")
# German type lines: "Legendäre Kreatur — Mensch, Barde"; old Forge lines use "-" for the dash.
DASH = re.compile(r"\s[—-]\s")


def git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True, text=True).stdout


def read_blobs(git_dir: str, commit: str, paths: list[str]) -> dict[str, str]:
    """Many files of one commit through a single ``git cat-file --batch`` (missing ones left out)."""
    request = "".join(f"{commit}:{p}\n" for p in paths).encode()
    out = subprocess.run(
        ["git", "--git-dir", git_dir, "cat-file", "--batch"], input=request, check=True, capture_output=True
    ).stdout
    blobs: dict[str, str] = {}
    pos = 0
    for path in paths:
        end = out.index(b"\n", pos)
        header = out[pos:end].split()
        pos = end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        blobs[path] = out[pos : pos + size].decode("utf-8", "replace")
        pos += size + 1
    return blobs


def xmage_subtypes(git_dir: str, commit: str) -> dict[str, list[str]]:
    """English card name -> its subtypes in printed order (first face only)."""
    enum = git(git_dir, "show", f"{commit}:Mage/src/main/java/mage/constants/SubType.java")
    names = dict(re.findall(r'^\s+([A-Z_0-9]+)\("([^"]+)", SubTypeSet\.', enum, re.M))
    set_files = git(git_dir, "ls-tree", "-r", "--name-only", commit, "Mage.Sets/src/mage/sets").split()
    card_class: dict[str, str] = {}
    for text in read_blobs(git_dir, commit, set_files).values():
        for card, cls in re.findall(r'SetCardInfo\("([^"]+)",[^;]*?mage\.cards\.\w\.(\w+)\.class', text):
            card_class.setdefault(card, cls)
    class_path = {cls: f"Mage.Sets/src/mage/cards/{cls[0].lower()}/{cls}.java" for cls in card_class.values()}
    sources = read_blobs(git_dir, commit, sorted(set(class_path.values())))
    result: dict[str, list[str]] = {}
    for card, cls in card_class.items():
        source = sources.get(class_path[cls])
        if source is None:
            continue
        first_face = source.split(f"private {cls}(", 1)[0]
        adds = re.findall(r"this\.subtype\.add\(([^)]*)\)", first_face)
        result[card] = [names[s] for add in adds for s in re.findall(r"SubType\.(\w+)", add) if s in names]
    return result


def german_subtypes(type_line: str) -> tuple[list[str], bool] | None:
    """The subtypes a German type line names, and whether it is an old summon line."""
    old = re.match(r"Beschwörung (?:eines|einer|von) (.+)$", type_line)
    if old:
        return [old.group(1)], True
    parts = DASH.split(type_line, maxsplit=1)
    if len(parts) != 2:
        return None
    return [w.strip() for w in parts[1].split(",") if w.strip()], False


def alignments(forge_lines: list[str], english: dict[str, list[str]]) -> Iterator[tuple[str, str, str, str, int, bool]]:
    """(English subtype, German word, English card, German card, line number, old) per aligned word."""
    for number, line in enumerate(forge_lines, start=1):
        fields = line.split("|")
        if len(fields) < 3 or fields[0] not in english:
            continue
        german = german_subtypes(fields[2])
        subs = english[fields[0]]
        if german is None or not subs:
            continue
        words, old = german
        if old and len(subs) >= 1:
            yield subs[-1], words[0], fields[0], fields[1], number, True  # the summon line names the last type
        elif len(words) == len(subs):
            for en, de in zip(subs, words):
                yield en, de, fields[0], fields[1], number, False


def missing_german(concepts_csv: Path, labels_csvs: list[Path]) -> dict[str, str]:
    """English name -> concept id, for subtypes and creature types without a German label."""
    with concepts_csv.open(encoding="utf-8") as f:
        concepts = {r["id"]: r["en"] for r in csv.DictReader(f) if r["kind"] in SUBTYPE_KINDS}
    have = set()
    for path in labels_csvs:
        with path.open(encoding="utf-8") as f:
            have |= {r["concept"] for r in csv.DictReader(f) if r["lang"] == "de"}
    return {en.replace("’", "'"): cid for cid, en in concepts.items() if cid not in have}


def main(forge_file: str, xmage_dir: str, xmage_commit: str = "HEAD") -> None:
    wanted = missing_german(HERE / "cr_concepts.csv", sorted(HERE.glob("labels*.csv")) + [HERE / "cr_labels.csv"])
    english = xmage_subtypes(xmage_dir, xmage_commit)
    lines = Path(forge_file).read_text(encoding="utf-8").splitlines()
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["concept", "lang", "label", "era", "note", "source"])
    for en, de, card, card_de, number, old in alignments(lines, english):
        if en not in wanted:
            continue
        era = "outdated" if old else "current"
        note = f"type line of {card} ({card_de}), line {number}; English subtypes {', '.join(english[card])} (XMage)"
        out.writerow([wanted[en], "de", de, era, note, f"Forge {Path(FORGE_PATH).name} ({FORGE_PATH})"])


if __name__ == "__main__":
    main(*sys.argv[1:])
