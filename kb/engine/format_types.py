"""Pydantic building blocks of the typed format models (the scenario file in ``kb.checks``, the
card definitions here in the engine): a closed mapping, a word from a closed list, a strict
integer or flag, "one or a list", a one-key mapping whose key is its kind (``{damage: {...}}``),
a value built into the engine's own. Each refusal is a ``PydanticCustomError`` whose context
carries what a user must see — the message, the allowed values, and the key at fault below the
location pydantic knows — so ``format_errors`` can say it as a ``ScenarioError`` or a
``CardDefinitionError`` that names the field path and the allowed values, never pydantic's words.

The types are ``Annotated`` metadata classes rather than functions returning types, so a model's
annotations stay plain types a type checker reads (``Annotated[str, Choice(VARIANTS)]``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Annotated, Any, ClassVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    ModelWrapValidatorHandler,
    PrivateAttr,
    create_model,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, core_schema

REFUSAL = "judgedesk"  # the error type of every refusal raised here


def refusal(message: str, *, allowed: Sequence[object] = (), at: str | None = None) -> PydanticCustomError:
    """A refusal with its user-facing message; ``at`` is a key below the location (an unknown field)."""
    return PydanticCustomError(REFUSAL, "{message}", {"message": message, "allowed": [str(a) for a in allowed], "at": at})


class Closed(BaseModel):
    """A mapping with a fixed set of keys: an unknown key is refused with the keys allowed."""

    # built on first use: a model may refer to a union whose members are defined after it
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)
    _keys: ClassVar[tuple[str, ...]] = ()
    one_key: ClassVar[str] = ""  # the kind of a model of ``kind_models``

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._keys = tuple(f.alias or name for name, f in cls.model_fields.items())

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        """The keys a file may write (the field names, or their aliases where they are Python words)."""
        return cls._keys

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            raise refusal(f"expected a mapping, got {_kind(data)}", allowed=cls._keys)
        for key in data:
            if key not in cls._keys:
                raise refusal(f"unknown field {key!r}", allowed=cls._keys, at=str(key))
        return data


class Ordered(Closed):
    """A closed mapping that remembers the order its keys were written in (a run's log shows an
    action's fields as the file gives them)."""

    _order: tuple[str, ...] = PrivateAttr(default=())

    @model_validator(mode="wrap")
    @classmethod
    def _remember_order(cls, data: Any, handler: ModelWrapValidatorHandler[Ordered]) -> Ordered:
        model = handler(data)
        if isinstance(data, Mapping):
            model._order = tuple(str(k) for k in data)
        return model

    def as_written(self) -> dict[str, Any]:
        """The fields the file gave, in its order, with their validated values (as plain data)."""
        given = self.model_dump(by_alias=True, exclude_unset=True)
        return {k: given[k] for k in self._order if k in given}

    def given(self) -> tuple[tuple[str, Any], ...]:
        """The fields the file gave, in its order, with their validated values as they are (the
        engine's values, where a field's type builds them)."""
        names = {f.alias or n: n for n, f in type(self).model_fields.items()}
        return tuple((k, getattr(self, names[k])) for k in self._order if k in names and names[k] in self.model_fields_set)


def _kind(v: object) -> str:
    return "nothing" if v is None else type(v).__name__


class _BeforeCheck:
    """Metadata running ``check`` on the raw value before the annotated type validates it."""

    def check(self, v: Any) -> Any:
        raise NotImplementedError

    def json_schema(self) -> dict[str, Any] | None:
        return None

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_before_validator_function(self.check, handler(source))

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        own = self.json_schema()
        return own if own is not None else handler(schema)


class Choice(_BeforeCheck):
    """A word from a closed list (``aliases`` map other spellings onto it); ``what`` names the
    list in the refusal: "unknown variant 'comander'"."""

    def __init__(self, values: Sequence[str], what: str, aliases: Mapping[str, str] | None = None, fold: bool = False):
        self.values, self.what, self.aliases, self.fold = tuple(values), what, dict(aliases or {}), fold

    def check(self, v: Any) -> Any:
        word = str(v).casefold() if self.fold and isinstance(v, str) else v
        word = self.aliases.get(word, word) if isinstance(word, str) else word
        if not isinstance(word, str) or word not in self.values:
            raise refusal(f"unknown {self.what} {v!r}", allowed=self.values)
        return word

    def json_schema(self) -> dict[str, Any]:
        return {"enum": [*self.values, *self.aliases]}


class Parsed(_BeforeCheck):
    """A value ``parse`` accepts (it raises ``ValueError`` with the reason); the annotated type gets
    what it returns. ``shape`` is the JSON Schema of what a file may write, or ``also`` the short
    forms it may write besides the annotated type's own (``resolve: all``)."""

    def __init__(self, parse: Callable[[Any], Any], shape: dict[str, Any] | None = None, also: Sequence[dict[str, Any]] = ()):
        self.parse, self.shape, self.also = parse, shape, tuple(also)

    def check(self, v: Any) -> Any:
        try:
            return self.parse(v)
        except PydanticCustomError:
            raise
        except ValueError as e:
            raise refusal(str(e)) from None

    def json_schema(self) -> dict[str, Any] | None:
        return self.shape

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        if self.shape is not None:
            return self.shape
        own = handler(schema)
        return {"anyOf": [*self.also, own]} if self.also else own


class Built(Parsed):
    """Like ``Parsed``, but ``parse`` alone makes the value (an engine value pydantic does not
    validate itself, such as a keyword instance or a mana cost)."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_plain_validator_function(self.check)


class WordOrForm:
    """A word from ``words`` or a one-key mapping from ``forms`` (``target``, ``{all: filter}``):
    the engine's value is the word, or what ``build`` makes of the form's model. ``accept`` lets
    other plain values through as they are (an amount's integer); ``shown`` lists the forms in a
    refusal."""

    def __init__(
        self,
        what: str,
        words: Sequence[str],
        forms: Callable[[], Mapping[str, type[Closed]]],
        build: Callable[[Any], Any],
        shown: Sequence[str] = (),
        accept: Callable[[Any], bool] | None = None,
        also: Sequence[dict[str, Any]] = (),
    ):
        self.what, self.words, self.forms, self.build = what, tuple(words), forms, build
        self.shown, self.accept, self.also = tuple(shown), accept, tuple(also)

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        forms = self.forms()
        inner = core_schema.no_info_after_validator_function(
            self.build, handler.generate_schema(Annotated[Closed, OneKey(self.what, self.forms)])
        )

        def dispatch(v: Any, validate: core_schema.ValidatorFunctionWrapHandler) -> Any:
            if self.accept is not None and self.accept(v):
                return v
            if isinstance(v, str) and v in self.words:
                return v
            if isinstance(v, Mapping) and len(v) == 1 and next(iter(v)) in forms:
                return validate(v)
            raise refusal(f"unknown {self.what} {v!r}", allowed=self.shown or [*self.words, *forms])

        return core_schema.no_info_wrap_validator_function(dispatch, inner)

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        own = handler(schema)
        return {"anyOf": [*self.also, *([{"enum": list(self.words)}] if self.words else []), own]}


class Integer(_BeforeCheck):
    """An integer (never true/false), at least ``minimum`` if given."""

    def __init__(self, minimum: int | None = None):
        self.minimum = minimum

    def check(self, v: Any) -> Any:
        if not isinstance(v, int) or isinstance(v, bool) or (self.minimum is not None and v < self.minimum):
            bound = f" ≥ {self.minimum}" if self.minimum is not None else ""
            raise refusal(f"expected an integer{bound}, got {v!r}")
        return v

    def json_schema(self) -> dict[str, Any]:
        return {"type": "integer"} | ({"minimum": self.minimum} if self.minimum is not None else {})


class Flag(_BeforeCheck):
    """``true`` or ``false`` and nothing else (not 1, not "yes")."""

    def check(self, v: Any) -> Any:
        if not isinstance(v, bool):
            raise refusal(f"expected true or false, got {v!r}")
        return v

    def json_schema(self) -> dict[str, Any]:
        return {"type": "boolean"}


class Text(_BeforeCheck):
    """Free text; a number or a date YAML read is taken as written (``title: 2023``)."""

    def check(self, v: Any) -> Any:
        if isinstance(v, (Mapping, list)) or v is None:
            raise refusal(f"expected text, got {_kind(v)}")
        return str(v)

    def json_schema(self) -> dict[str, Any]:
        return {"type": ["string", "number", "boolean"]}


class Converted:
    """Validate as ``model`` (any pydantic type), then build the engine's value from it with
    ``build``: the annotated type is the built value's, the JSON Schema the model's."""

    def __init__(self, model: Any, build: Callable[[Any], Any]):
        self.model, self.build = model, build

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_after_validator_function(self.build, handler.generate_schema(self.model))

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return handler(schema)


class Late:
    """A type named now and given later (``LATE[name]``): the card vocabulary refers to itself —
    an effect creates a token that is a card, a static grants triggered abilities."""

    def __init__(self, name: str):
        self.name = name

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return handler.generate_schema(LATE[self.name])


LATE: dict[str, Any] = {}


class OneOrList:
    """On a ``list[T]``: a single item stands for a one-item list (``targets: B``)."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_before_validator_function(_as_list, handler(source))

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        listing = handler(schema)
        item = listing.get("items", {})
        return {"anyOf": [item, listing]} if item else listing


def _as_list(v: Any) -> Any:
    if v is None:
        return []
    return v if isinstance(v, (list, tuple)) else [v]


class Listing:
    """On a ``list[T]``: nothing (``null``) is an empty list; anything but a list is refused."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_before_validator_function(_listing, handler(source))


def _listing(v: Any) -> Any:
    if v is None:
        return []
    if not isinstance(v, list):
        raise refusal(f"expected a list, got {_kind(v)}")
    return v


class OneKey:
    """A mapping with exactly one key from a closed set — the kind: ``{cast: {...}}``,
    ``{damage: {...}}`` — beside the optional keys every member shares (``at``, ``note``).

    ``members`` gives, when the schema is first built (so members may refer back to this union),
    a model per kind: a ``Closed`` subclass of ``base`` whose one extra field is the kind.
    ``normalize`` may rewrite the raw value first (a bare word for a kind without arguments)."""

    def __init__(
        self,
        what: str,
        members: Callable[[], Mapping[str, type[Closed]]],
        normalize: Callable[[Any], Any] | None = None,
        bare: bool = False,
    ):
        self.what, self.members, self.normalize, self.bare = what, members, normalize, bare

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        members = self.members()
        kinds = tuple(members)
        common = tuple(k for k in next(iter(members.values())).keys() if k not in kinds)
        choices: dict[str, core_schema.CoreSchema] = {TAG + k: handler.generate_schema(m) for k, m in members.items()}

        def check(v: Any) -> Any:
            if self.bare and isinstance(v, str):  # a kind without parameters: "draw" for {draw: {}}
                v = {v: {}}
            if self.normalize is not None:
                v = self.normalize(v)
            if not isinstance(v, Mapping):
                raise refusal(f"expected a mapping with one {self.what} key, got {_kind(v)}", allowed=kinds)
            for key in v:
                if key not in members and key not in common:
                    shown = f"{self.what} or field" if common else self.what
                    raise refusal(f"unknown {shown} {key!r}", allowed=[*kinds, *common], at=str(key))
            if sum(1 for key in v if key in members) != 1:
                raise refusal(f"expected exactly one {self.what} key", allowed=kinds)
            return v

        def tag(v: Any) -> str:
            return TAG + str(next(k for k in v if k in members))

        union = core_schema.tagged_union_schema(choices, discriminator=tag)
        return core_schema.no_info_before_validator_function(check, union)

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        own = handler(schema)
        return {"anyOf": [{"enum": list(self.members())}, own]} if self.bare else own


TAG = "~"  # the tag of a union member in pydantic's error locations; no part of a user's path


def kind_models(
    base: type[Closed], args: Mapping[str, Any], prefix: str, notes: Mapping[str, str] | None = None
) -> dict[str, type[Closed]]:
    """One model per kind: ``base``'s fields plus the kind's own, holding ``args[kind]``;
    ``notes`` describe each kind (in the JSON Schema and FORMAT.md)."""
    out: dict[str, type[Closed]] = {}
    for kind, arg_type in args.items():
        name = f"{prefix}{''.join(w.title() for w in kind.split('_'))}"
        field_name = f"{kind}_"  # "if", "is": Python words; the file's key is the alias
        note = (notes or {}).get(kind)
        fields: dict[str, Any] = {field_name: (arg_type, Field(alias=kind, description=note))}
        model = create_model(name, __base__=base, **fields)
        model.one_key = kind
        out[kind] = model
    return out


def kind_of(model: Closed) -> tuple[str, Any]:
    """The kind of a ``kind_models`` instance and its arguments."""
    kind = type(model).one_key
    return kind, getattr(model, f"{kind}_")
