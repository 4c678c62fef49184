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
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ingest.records import SourcedText

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler, SerializerFunctionWrapHandler
    from pydantic_core import CoreSchema


@dataclass(frozen=True, kw_only=True, slots=True)
class Shown:
    """A result that prints itself as the JSON the CLI's ``--json`` and the API show."""

    __pydantic_config__: ClassVar[dict[str, Any]] = {"use_attribute_docstrings": True}
    # Fields left out of the JSON while they are None (e.g. a ruling's ``no_rule_reason``,
    # which only a ruling without rule links has).
    omitted_when_none: ClassVar[frozenset[str]] = frozenset()
    # Fields shown before the inherited ones (a record's kind and id, as ``Record.to_dict``
    # and so ``judgedesk export`` show a record); the rest follow in field order.
    shown_first: ClassVar[tuple[str, ...]] = ()

    def to_dict(self) -> dict[str, Any]:
        names = [*self.shown_first, *(f.name for f in dataclasses.fields(self) if f.name not in self.shown_first)]
        out: dict[str, Any] = {}
        for name in names:
            value = getattr(self, name)
            if value is None and name in self.omitted_when_none:
                continue
            out[name] = jsonable(value)
        return out

    @classmethod
    def __get_pydantic_core_schema__(cls, source: type[Any], handler: GetCoreSchemaHandler) -> CoreSchema:
        """As a field of a pydantic model (the rule view's rulings), serialized as ``to_dict``
        shows it (the same keys in the same order as the card view); the schema stays the
        dataclass's. Called by pydantic only."""
        from pydantic_core import core_schema  # only pydantic calls this: loaded already

        schema: dict[str, Any] = {**handler(source)}
        schema["serialization"] = core_schema.wrap_serializer_function_ser_schema(_shown_json)
        return cast("CoreSchema", schema)


@dataclass(frozen=True, kw_only=True, slots=True)
class Located(SourcedText, Shown):
    """A record as a result shows it: its text and where it stands (the fields of
    ``ingest.records.SourcedText``, as every record has them), its kind and its id."""

    shown_first = ("kind", "id")

    kind: str
    id: str


def _shown_json(value: Any, serialize: SerializerFunctionWrapHandler) -> Any:
    return value.to_dict() if isinstance(value, Shown) else serialize(value)


def jsonable(value: Any) -> Any:
    """``value`` as JSON shows it: results as dicts, tuples as lists."""
    if isinstance(value, Shown):
        return value.to_dict()
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    return value
