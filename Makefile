# judgedesk — the two commands of the contract are `make run` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DB ?= var/judgedesk.db
HOST ?= 127.0.0.1
PORT ?= 8000
# pytest workers (pytest-xdist): the machines have 2 cores; CI has 90 minutes for the whole of `make test`
TEST_WORKERS ?= 2

# Nothing may download at run time: models come from installed packages only.
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup run test docs bench trust evaluation browser ingest notebooks clean

setup: $(STAMP)

# Re-runs only when the project metadata changed; torch comes first from the
# local CPU wheel so that sentence-transformers does not pull CUDA packages.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check "torch==2.13.0"
	$(BIN)/pip install -q --disable-pip-version-check -e ".[test]"
	touch $(STAMP)

# Debian's chromium drives the browser tests (playwright never downloads a browser);
# a CJK font makes the Chinese results readable in the screenshots.
# Without chromium the browser tests fail, so a failed install stops `make test` here.
browser:
	@{ test -x /usr/bin/chromium && dpkg -s fonts-wqy-microhei >/dev/null 2>&1; } || { \
	  echo "installing Debian chromium and a CJK font for the browser tests"; \
	  SUDO=$$(command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null; }
	@test -x /usr/bin/chromium || { echo "ERROR: /usr/bin/chromium is missing; install Debian's chromium package" >&2; exit 1; }

ingest: setup
	$(BIN)/judgedesk --db $(DB) ingest

run: setup
	@test -f $(DB) || $(BIN)/judgedesk --db $(DB) ingest
	$(BIN)/judgedesk --db $(DB) serve --host $(HOST) --port $(PORT)

# Lint and format (ruff, rules in pyproject.toml), types (mypy --strict; mypy.ini lists the modules
# still relaxed), then the docs site
# built --strict: a broken link, a missing anchor or a page left out of the nav fails the build;
# tests/test_docs.py fails when a generated reference page is stale. Then the tests.
test: setup browser
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/mkdocs build --strict --site-dir build/site
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS)

# Regenerates the reference pages from the code: the CLI's --help and the OpenAPI schema, and
# the README's tables of the rulings the checks back and the peer tests translated.
docs: setup
	$(BIN)/python -m api.cli.reference
	$(BIN)/python -m api.openapi_doc
	$(BIN)/python -m kb.checks.readme_tables --write

bench: setup
	$(BIN)/python -m bench --record docs/bench-last-run.md

# Measures every trust figure on the built knowledge base and records them with date and
# commit (docs/trust-last-run.md); held-out parts are read here, so run it at the end of a
# piece of work, not while tuning.
trust: setup
	@test -f $(DB) || $(BIN)/judgedesk --db $(DB) ingest
	JUDGEDESK_DB=$(DB) $(BIN)/python -m bench --record docs/trust-last-run.md trust

# Search quality on the development and both held-out question sets (docs/evaluation-last-run.md);
# the knowledge base needs its vectors (make ingest builds them).
evaluation: setup
	@test -f $(DB) || $(BIN)/judgedesk --db $(DB) ingest
	JUDGEDESK_DB=$(DB) $(BIN)/python -m bench --record docs/evaluation-last-run.md evaluation

# Re-executes the notebooks in place so the committed copies show current outputs.
notebooks: setup
	$(BIN)/python notebooks/execute.py

clean:
	rm -rf var build *.egg-info
