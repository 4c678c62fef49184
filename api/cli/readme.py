"""Keep the README's command reference in step with the CLI (``python -m api.cli.readme``).

Each command's ``--help`` output stands in the README between ``<!-- help:NAME -->`` and
``<!-- /help -->``; ``tests/test_docs.py`` fails when a block drifts or is missing."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from click.testing import CliRunner

README = Path(__file__).resolve().parents[2] / "README.md"
_BLOCK = re.compile(r"<!-- help:(?P<name>[\w-]+) -->\n```\n(?P<body>.*?)```\n<!-- /help -->", re.S)


def command_help(name: str) -> str:
    from api.cli import cli

    args = ["--help"] if name == "judgedesk" else [name, "--help"]
    result = CliRunner().invoke(cli, args, prog_name="judgedesk", terminal_width=100)
    return result.output


def help_blocks(text: str) -> dict[str, str]:
    return {m.group("name"): m.group("body") for m in _BLOCK.finditer(text)}


def update_readme(path: Path = README) -> bool:
    """Rewrite every help block from the live CLI; returns whether anything changed."""
    text = path.read_text(encoding="utf-8")
    new = _BLOCK.sub(lambda m: f"<!-- help:{m['name']} -->\n```\n{command_help(m['name'])}```\n<!-- /help -->", text)
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


if __name__ == "__main__":
    changed = update_readme()
    print("README help blocks updated" if changed else "README help blocks already current")
    sys.exit(0)
