"""Service settings (``JUDGEDESK_*``); read on first use, never at import.

The variables come from the library's one settings object (``kb.settings.library_settings``,
the only place that reads the environment); pydantic-settings parses and validates them here
as it would from the environment (JSON lists, booleans, bounds)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, EnvSettingsSource, PydanticBaseSettingsSource, SettingsConfigDict
from pydantic_settings.sources.utils import parse_env_vars

from kb.settings import DEFAULT_DB, PREFIX, library_settings


class LibraryVariables(EnvSettingsSource):
    """The environment source of pydantic-settings, fed the variables ``kb.settings`` read."""

    def _load_env_vars(self) -> Mapping[str, str | None]:
        variables = library_settings().variables
        return parse_env_vars(variables, self.case_sensitive, self.env_ignore_empty, self.env_parse_none_str)


class Settings(BaseSettings):
    """``JUDGEDESK_DB``, ``JUDGEDESK_MODEL``, ``JUDGEDESK_HOST``, ``JUDGEDESK_PORT``, …"""

    model_config = SettingsConfigDict(env_prefix=PREFIX, env_ignore_empty=True, extra="ignore")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Arguments first, then the library's variables; no .env file, no secrets directory.
        return init_settings, LibraryVariables(settings_cls)

    db: Path = Field(DEFAULT_DB, description="The knowledge base artifact (SQLite file; sidecars beside it).")
    model: str | None = Field(None, description="Embedding model name or path; None = the searcher's default.")
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    # One worker process per usable core: a worker answers on one core at a time (the GIL), so
    # with one worker a second core only helps while a question is being embedded.
    workers: int = Field(default_factory=lambda: min(64, usable_cores()), ge=1, le=64)
    # Loading the models at start-up makes the first question as fast as the rest; tests
    # that only look things up switch it off.
    warm_up: bool = True
    # The warm-up's own question through GET /api/ask must answer within this; past it, start-up
    # goes on with /api/health "degraded" naming the limit (start-up stays bounded).
    warm_up_seconds: float = Field(60.0, gt=0)
    # Scenario bodies posted to /api/checks/run (characters of YAML text).
    max_scenario_chars: int = Field(100_000, ge=1)
    # Any request body, refused before it is parsed (a scenario as JSON, escaped, fits).
    max_body_bytes: int = Field(262_144, ge=1)
    # Each scenario runs in a worker process of its own, stopped past these.
    scenario_seconds: float = Field(10.0, gt=0)
    scenario_memory_mb: int = Field(512, ge=16)
    # Scenario runs in flight per server process; one more is a 503 with Retry-After.
    max_parallel_runs: int = Field(2, ge=1)
    # API requests answered at once per worker process; one more is a 503 with Retry-After
    # (searching is CPU-bound: past this, waiting longer in a queue helps nobody).
    max_in_flight: int = Field(32, ge=1)
    # Host names this service answers to (DNS rebinding protection); empty = localhost,
    # 127.0.0.1 and ::1, plus the bind host. "*" allows any (behind a proxy that checks it).
    allowed_hosts: list[str] = Field(default_factory=list)


def usable_cores() -> int:
    """The CPU cores this process may run on (its affinity, not the machine's count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The settings of this process, read from the environment once (``cache_clear()`` re-reads).

    ``create_app()`` without arguments and the worker factory use it; tests pass their own
    ``Settings`` to ``create_app`` or override ``api.deps.current_settings``."""
    return Settings()
