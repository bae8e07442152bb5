# The two commands a teacher needs: `make lab` and `make test`. Each sets up what it needs first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8888
ROOT_FLAG := $(shell [ "$$(id -u)" = "0" ] && echo --allow-root)

.PHONY: lab test lint bench clean chromium

# Python 3.11 or newer: an older one stops here with one sentence, before any .venv is made.
$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "This kit needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) -V 2>&1). Run: make PYTHON=python3.12 ..."; \
		exit 1; }
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip

# JupyterLab's news pop-up would cover the start notebook: turned off for this .venv's JupyterLab.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json

$(LAB_OVERRIDES): | $(BIN)/python
	mkdir -p $(dir $@)
	echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

$(VENV)/.notebook: pyproject.toml | $(BIN)/python $(LAB_OVERRIDES)
	$(BIN)/pip install --quiet -e '.[notebook]'
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python $(LAB_OVERRIDES)
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.notebook

# The server is rooted at the repository, so every lesson's links (rules/*.md, teacher/…) open; it starts on the
# start notebook.
lab: $(VENV)/.notebook
	$(BIN)/jupyter lab --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/00_start_here.ipynb \
		--no-browser --ip=127.0.0.1 --port=$(PORT) $(ROOT_FLAG)

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

# The lessons as an nbgrader course for a teacher (tools/assignments.py): build/assignments/source/, release/ and the
# gradebook. nbgrader's own JupyterLab and server extensions stay off in this .venv, so `make lab` is unchanged.
.PHONY: assignments
NBGRADER_EXTENSIONS := formgrader validate_assignment assignment_list course_list

$(VENV)/.nbgrader: | $(VENV)/.notebook
	$(BIN)/pip install --quiet 'nbgrader>=0.9.6,<0.10'
	for ext in $(NBGRADER_EXTENSIONS); do \
		$(BIN)/jupyter server extension disable --sys-prefix nbgrader.server_extensions.$$ext >/dev/null 2>&1; done
	$(BIN)/jupyter labextension disable --level=sys_prefix @jupyter/nbgrader >/dev/null 2>&1
	touch $@

assignments: $(VENV)/.nbgrader
	$(BIN)/python tools/assignments.py

bench: $(VENV)/.notebook
	$(BIN)/python -m bench

# One game as a web page of its own (Voila): its set-up row and board, nothing else. `make app GAME=metropolys`.
# apps/voila.json holds the pages' settings: the template in apps/jupyter (no stylesheet from a CDN) and the lab
# extensions left out (those of JupyterLab alone).
GAME ?= warsaw
.PHONY: app docs
app: $(VENV)/.notebook
	JUPYTER_PATH=apps/jupyter $(BIN)/voila apps/$(GAME).ipynb --no-browser --port=$(PORT) --Voila.ip=127.0.0.1 \
		--Voila.config_file_paths=apps

# The docs site in docs/_site: the README, the lessons executed with their still boards, the rule digests and the API
# reference, built with warnings as errors (docs/build.py; a lesson is executed again only when it changed).
docs: $(VENV)/.test
	$(BIN)/python docs/build.py

# The one-page rule aids (teacher/aids/<game>.html, from the digests and the boards' still pictures), and a PDF of
# each in build/aids/ (headless Chromium).
.PHONY: aids
aids: $(VENV)/.notebook chromium
	$(BIN)/python tools/rule_aids.py --pdf build/aids

clean:
	rm -rf $(VENV) .pytest_cache
