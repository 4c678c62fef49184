"""The corpus manifest (``data/sources/manifest.toml``): one entry per document."""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ingest.errors import ManifestError, SourceChanged, SourceMissing

DEFAULT_SOURCES = Path(__file__).resolve().parent.parent / "data" / "sources"
MANIFEST_NAME = "manifest.toml"


class DocKind(str, Enum):
    RELEASE_NOTES = "release-notes"
    FAQ = "faq"
    GLOSSARY = "glossary"
    RULEBOOK_CHAPTER = "rulebook-chapter"

    @classmethod
    def from_str(cls, value: str) -> "DocKind":
        try:
            return cls(value)
        except ValueError:
            allowed = ", ".join(k.value for k in cls)
            raise ManifestError(
                f"unknown document kind {value!r}; allowed: {allowed}", field="kind", allowed=[k.value for k in cls]
            ) from None


@dataclass(frozen=True)
class SourceMeta:
    id: str
    file: str
    lang: str
    kind: DocKind
    title: str
    era: str
    sha256: str
    set_code: str | None = None
    date: str | None = None


_REQUIRED = ("id", "file", "lang", "kind", "title", "era", "sha256")
_OPTIONAL = ("set_code", "date")
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def load_manifest(sources_dir: Path = DEFAULT_SOURCES) -> list[SourceMeta]:
    """Read and validate the manifest; errors name the entry and the field."""
    path = Path(sources_dir) / MANIFEST_NAME
    if not path.exists():
        raise SourceMissing(f"no manifest at {path}")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise ManifestError(f"{path}: not valid TOML: {e}") from None
    entries = data.get("document")
    if not isinstance(entries, list) or not entries:
        raise ManifestError(f"{path}: expected one or more [[document]] tables")
    metas, seen = [], set()
    for i, entry in enumerate(entries, 1):
        where = f"{path.name}, document #{i} ({entry.get('id', '?')})"
        for key in _REQUIRED:
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise ManifestError(f"{where}: field {key!r} is missing or empty", field=key)
        unknown = set(entry) - set(_REQUIRED) - set(_OPTIONAL)
        if unknown:
            raise ManifestError(
                f"{where}: unknown field(s) {sorted(unknown)}; allowed: {list(_REQUIRED + _OPTIONAL)}",
                field=sorted(unknown)[0],
                allowed=_REQUIRED + _OPTIONAL,
            )
        if not _ID.match(entry["id"]):
            raise ManifestError(f"{where}: id {entry['id']!r} must be lowercase letters, digits and '-'")
        if entry["id"] in seen:
            raise ManifestError(f"{where}: duplicate id {entry['id']!r}")
        seen.add(entry["id"])
        date = entry.get("date")
        if date is not None and not (isinstance(date, str) and _DATE.match(date)):
            raise ManifestError(f"{where}: date {date!r} must be YYYY-MM-DD (omit it when undated)")
        if not re.fullmatch(r"[0-9a-f]{64}", entry["sha256"]):
            raise ManifestError(f"{where}: sha256 must be 64 lowercase hex digits")
        try:
            kind = DocKind.from_str(entry["kind"])
        except ManifestError as e:
            raise ManifestError(f"{where}: {e}") from None
        metas.append(
            SourceMeta(
                id=entry["id"],
                file=entry["file"],
                lang=entry["lang"],
                kind=kind,
                title=entry["title"],
                era=entry["era"],
                sha256=entry["sha256"],
                set_code=entry.get("set_code"),
                date=date,
            )
        )
    return metas


def sha256_of(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def verify_source(meta: SourceMeta, sources_dir: Path = DEFAULT_SOURCES) -> Path:
    """The path of ``meta``'s file, after checking it exists and is unchanged."""
    path = Path(sources_dir) / meta.file
    if not path.is_file():
        raise SourceMissing(f"{meta.file}: listed in the manifest as {meta.id!r} but not found in {sources_dir}")
    actual = sha256_of(path)
    if actual != meta.sha256:
        raise SourceChanged(
            f"{meta.file}: sha256 is {actual}, the manifest expects {meta.sha256}; "
            "sources are never edited — restore the file or add it as a new document"
        )
    return path
