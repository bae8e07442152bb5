# The two commands a teacher needs: `make lab` and `make test`. Each sets up what it needs first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8888
ROOT_FLAG := $(shell [ "$$(id -u)" = "0" ] && echo --allow-root)

.PHONY: lab test lint bench clean chromium

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.notebook: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[notebook]'
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.notebook

lab: $(VENV)/.notebook
	$(BIN)/jupyter lab notebooks/00_start_here.ipynb --no-browser --ip=127.0.0.1 --port=$(PORT) $(ROOT_FLAG)

chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else $(BIN)/python -m playwright install chromium; fi

lint: $(VENV)/.test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: $(VENV)/.test chromium lint
	$(BIN)/python -m pytest tests notebooks --nbval-lax --nbval-current-env \
		--nbval-sanitize-with notebooks/nbval_sanitize.cfg -p no:cacheprovider

bench: $(VENV)/.notebook
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache
