"""Notebooks are part of the documentation: each is executed top to bottom by a test."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture
def run_notebook(monkeypatch):
    """Execute a notebook in memory and return it; a failing cell fails the test."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")

    def run(name: str, env: dict[str, str] | None = None):
        for key, value in (env or {}).items():
            monkeypatch.setenv(key, value)
        nb = nbformat.read(NOTEBOOKS / name, as_version=4)
        client = nbclient.NotebookClient(nb, timeout=900, kernel_name="python3",
                                         resources={"metadata": {"path": str(NOTEBOOKS.parent)}})
        client.execute()
        return nb

    return run


def outputs_text(nb) -> str:
    """All text and markdown outputs of an executed notebook."""
    parts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            parts.append(out.get("text", "") + data.get("text/markdown", "") + data.get("text/plain", ""))
    return "\n".join(parts)


def has_image(nb) -> bool:
    return any("image/png" in out.get("data", {}) for cell in nb.cells for out in cell.get("outputs", []))
