"""Progress shown while ``ingest`` and ``index`` work: a tqdm bar when stdout is a terminal,
and plain lines (or nothing) when the output goes to a file or another program."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import click


def on_terminal() -> bool:
    return sys.stdout.isatty()


@contextmanager
def build_progress(phases: int, is_phase: Callable[[str], bool]) -> Iterator[Callable[[str], None]]:
    """A callback for ``build_knowledge_base(progress=…)``: on a terminal a bar of ``phases``
    that advances on each message ``is_phase`` accepts and shows the latest message beside it;
    elsewhere one ``… message`` line on stderr per message, as logs want them."""
    if not on_terminal():
        yield lambda message: click.echo(f"… {message}", err=True)
        return
    from tqdm import tqdm  # cold start: only a build in a terminal draws a bar

    with tqdm(total=phases, desc="ingest", unit="step", file=sys.stderr, dynamic_ncols=True) as bar:

        def say(message: str) -> None:
            if is_phase(message):
                bar.update(1)
            bar.set_postfix_str(message[:60])

        yield say


@contextmanager
def count_progress(desc: str, unit: str) -> Iterator[Callable[[int, int], None]]:
    """A ``progress(done, total)`` callback: a tqdm bar on a terminal, silence elsewhere."""
    if not on_terminal():
        yield lambda done, total: None
        return
    from tqdm import tqdm  # cold start: only a build in a terminal draws a bar

    with tqdm(total=0, desc=desc, unit=unit, file=sys.stderr, dynamic_ncols=True) as bar:

        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        yield progress
