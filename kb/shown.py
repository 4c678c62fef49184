"""The base of the library's frozen result dataclasses: each prints itself as the JSON the CLI's
``--json`` and the API show (``to_dict``), keys in field order.

Stdlib dataclasses, not pydantic models, so a result can be built and printed without loading
pydantic (``judgedesk card`` never does; tests/api/cli/test_cold_start_imports.py pins it). The
API and the pydantic result models still accept them as field and response types: pydantic
reads ``__pydantic_config__`` (a plain dict here) and takes each field's docstring as its
description.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True, kw_only=True, slots=True)
class Shown:
    """A result that prints itself as the JSON the CLI's ``--json`` and the API show."""

    __pydantic_config__: ClassVar[dict[str, Any]] = {"use_attribute_docstrings": True}
    # Fields left out of the JSON while they are None (e.g. a ruling's ``no_rule_reason``,
    # which only a ruling without rule links has).
    omitted_when_none: ClassVar[frozenset[str]] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value is None and f.name in self.omitted_when_none:
                continue
            out[f.name] = jsonable(value)
        return out


def jsonable(value: Any) -> Any:
    """``value`` as JSON shows it: results as dicts, tuples as lists."""
    if isinstance(value, Shown):
        return value.to_dict()
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    return value
