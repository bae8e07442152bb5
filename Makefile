# The two commands a teacher needs: `make lab` and `make test`. Each sets up what it needs first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8888
ROOT_FLAG := $(shell [ "$$(id -u)" = "0" ] && echo --allow-root)

.PHONY: lab lab-pl test lint bench clean chromium lock test-pythons

# Python 3.11 or newer: an older one stops here with one sentence, before any .venv is made.
$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "This kit needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) -V 2>&1). Run: make PYTHON=python3.12 ..."; \
		exit 1; }
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip

# This .venv's JupyterLab: the news pop-up (it would cover the start notebook) off, and a rule digest opened as a page
# (Markdown Preview), so a rule link in a refusal lands on its section.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json

$(LAB_OVERRIDES): | $(BIN)/python
	mkdir -p $(dir $@)
	echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false},' \
		'"@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}}}' > $@

# Exact versions from the lock files (requirements/, made by `make lock`), so every class gets the same set-up.
$(VENV)/.notebook: pyproject.toml requirements/lab.txt | $(BIN)/python $(LAB_OVERRIDES)
	$(BIN)/pip install --quiet -r requirements/lab.txt -e '.[notebook]'
	touch $@

$(VENV)/.test: pyproject.toml requirements/test.txt | $(BIN)/python $(LAB_OVERRIDES)
	$(BIN)/pip install --quiet -r requirements/test.txt -e '.[test]'
	touch $@ $(VENV)/.notebook

# The server is rooted at the repository, so every lesson's links (rules/*.md, teacher/…) open; it starts on the
# start notebook.
lab: $(VENV)/.notebook
	$(BIN)/jupyter lab --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/00_start_here.ipynb \
		--no-browser --ip=127.0.0.1 --port=$(PORT) $(ROOT_FLAG)

# The Polish edition: JupyterLab's own menus in Polish (its language pack, through a settings folder of its own, so
# `make lab` stays English), the kit in Polish (LANGUAGE=pl, which gamekit follows), on the Polish start notebook.
LAB_PL_SETTINGS := $(VENV)/share/cityboard/lab-pl-settings
lab-pl: $(VENV)/.notebook
	mkdir -p $(LAB_PL_SETTINGS)/@jupyterlab/translation-extension
	echo '{"locale": "pl_PL"}' > $(LAB_PL_SETTINGS)/@jupyterlab/translation-extension/plugin.jupyterlab-settings
	JUPYTERLAB_SETTINGS_DIR=$(LAB_PL_SETTINGS) LANGUAGE=pl $(BIN)/jupyter lab --ServerApp.root_dir=. \
		--LabApp.default_url=/lab/tree/notebooks/pl/00_start_here.ipynb --no-browser --ip=127.0.0.1 --port=$(PORT) \
		$(ROOT_FLAG)

chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else $(BIN)/python -m playwright install chromium; fi

lint: $(VENV)/.test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: $(VENV)/.test $(VENV)/.nbgrader chromium lint
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

# The lock files, from pyproject.toml's ranges (uv keeps each pin already there; `make lock UPGRADE=--upgrade` moves
# them all to the newest allowed): test.txt (make test), lab.txt (make lab), engine.txt (make test-pythons, every
# supported Python) and binder/requirements.txt, resolved next to the notebook 7.4 that Binder images bring.
LOCK = $(BIN)/uv pip compile --quiet --no-annotate --custom-compile-command "make lock" $(UPGRADE)

lock: | $(BIN)/python
	$(BIN)/pip install --quiet uv
	$(LOCK) pyproject.toml --extra test --python $(BIN)/python -o requirements/test.txt
	$(LOCK) pyproject.toml --extra notebook --python $(BIN)/python -c requirements/test.txt -o requirements/lab.txt
	$(LOCK) pyproject.toml requirements/engine.in --universal --python-version 3.11 -c requirements/test.txt \
		-o requirements/engine.txt
	grep -vE '^(jupyterlab|notebook)==' requirements/lab.txt > $(VENV)/binder-constraints.txt
	$(LOCK) pyproject.toml requirements/binder.in --extra notebook --python-version 3.11.7 \
		-c $(VENV)/binder-constraints.txt -o $(VENV)/binder-lock.txt
	{ cat $(VENV)/binder-lock.txt; echo "-e .[notebook]"; } > binder/requirements.txt

# The engine tests on each other supported Python found here (3.12, 3.13: pyenv's too), each in its own venv.
EXTRA_PYTHONS ?= 3.12 3.13
ENGINE_TESTS := tests/test_core.py tests/test_geometry.py tests/test_packaging_schemas.py \
	tests/cardcity/test_cardcity_rules.py tests/metropolys/test_metropolys_city.py \
	tests/metropolys/test_metropolys_auction.py tests/metromania/test_metromania_city.py \
	tests/metromania/test_metromania_moves.py tests/warsaw/test_warsaw_map.py tests/warsaw/test_warsaw_rules.py

test-pythons:
	@for v in $(EXTRA_PYTHONS); do \
		py=""; for c in $$(command -v python$$v) $$HOME/.pyenv/versions/$$v.*/bin/python$$v /usr/bin/python$$v; do \
			"$$c" -c pass 2>/dev/null && py=$$c; done; \
		if [ -z "$$py" ]; then echo "Python $$v: not on this machine, not tested"; continue; fi; \
		echo "Python $$v ($$py): engine tests"; \
		[ -x $(VENV)-$$v/bin/python ] || "$$py" -m venv $(VENV)-$$v || { rm -rf $(VENV)-$$v; exit 1; }; \
		$(VENV)-$$v/bin/pip install --quiet --disable-pip-version-check -r requirements/engine.txt -e . || exit 1; \
		$(VENV)-$$v/bin/python -m pytest -q -p no:cacheprovider $(ENGINE_TESTS) || exit 1; \
	done

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
# DOCS_FLAGS=--no-lessons builds it without the lessons (about 20 s; executing all of them takes minutes).
DOCS_FLAGS ?=
docs: $(VENV)/.test
	$(BIN)/python docs/build.py $(DOCS_FLAGS)

# The one-page rule aids (teacher/aids/<game>.html, from the digests and the boards' still pictures), and a PDF of
# each in build/aids/ (headless Chromium).
.PHONY: aids
aids: $(VENV)/.notebook chromium
	$(BIN)/python tools/rule_aids.py --pdf build/aids

# The Polish edition (gamekit.i18n): `make catalogs` gathers the marked texts into gamekit/locale/pl/LC_MESSAGES/*.po
# (new texts empty, changed ones fuzzy) and compiles the .mo files; `make lessons-pl` does the same for the lessons'
# catalogs (notebooks/locale/pl/*.po) and builds notebooks/pl/ from them. Translate by filling in the msgstr lines.
.PHONY: catalogs lessons-pl
catalogs: $(VENV)/.test
	$(BIN)/python tools/catalogs.py update

lessons-pl: $(VENV)/.test
	$(BIN)/python tools/lesson_translations.py update
	$(BIN)/python tools/lesson_translations.py build

clean:
	rm -rf $(VENV) $(VENV)-3.* .pytest_cache
