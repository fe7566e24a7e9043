# Set up and play:  make play     Set up and test:  make test
# Every step is idempotent: stamps skip what is already installed.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
NODE_STAMP := node_modules/.installed
VENV_STAMP := $(VENV)/.installed

.PHONY: play dev test setup vendor config lint unit coverage e2e browsers bench icons site clean

## play: install the runtime, serve the repository root as GitHub Pages serves the site (cached,
## compressed) and print the address
play: vendor
	$(PYTHON) scripts/serve.py --port $(PORT)

## dev: as play, but the browser asks for every file again and an edited Python file reaches
## the page on the next reloads (slower: every load revalidates every file)
dev: vendor
	$(PYTHON) scripts/serve.py --port $(PORT) --live

## test: ruff, mypy and tsc, then pytest over tests/ and e2e/ (the browser tests need a Chromium,
## and Firefox ESR, WebKitGTK and Xvfb for the cross-browser ones: installed as root)
test: setup
	$(VPY) -m ruff check .
	$(VPY) -m mypy
	node_modules/.bin/tsc --noEmit -p jsconfig.json
	node_modules/.bin/tsc --noEmit -p jsconfig.workers.json
	node_modules/.bin/tsc --noEmit -p jsconfig.node.json
	scripts/install_engines.sh
	CHROMIUM="$$(scripts/find_chromium.sh $(VPY))" $(VPY) -m pytest

setup: $(VENV_STAMP) vendor

## vendor: copy the pinned runtime to assets/vendor/, build the Python start-up files (the
## compiled standard library, the app's archive: with Pyodide under Node) and refresh the
## precache list
vendor: $(NODE_STAMP)
	$(PYTHON) scripts/vendor.py

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(VENV_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $@

## config: rewrite pyscript.json, index.html's set-up form (drawn by pyapp/dialogs.py, shown
## before Python is ready) and its page data (the words, storage keys and languages the page's
## scripts read, from pyapp/), and repack the app's archive (after adding or removing a .py file
## in engine/ or pyapp/, `make vendor` alone does the same)
config: $(NODE_STAMP)
	$(PYTHON) scripts/pyscript_config.py
	$(PYTHON) scripts/setup_form.py
	$(PYTHON) scripts/page_data.py
	$(PYTHON) scripts/vendor.py

lint: $(VENV_STAMP) $(NODE_STAMP)
	$(VPY) -m ruff check .
	$(VPY) -m mypy
	node_modules/.bin/tsc --noEmit -p jsconfig.json
	node_modules/.bin/tsc --noEmit -p jsconfig.workers.json
	node_modules/.bin/tsc --noEmit -p jsconfig.node.json

unit: $(VENV_STAMP)
	$(VPY) -m pytest tests

## coverage: the unit tests (tests/) under coverage over engine/ and pyapp/ but the browser
## layer; fails below the floor set in pyproject.toml ([tool.coverage.*]). Not part of `make test`
coverage: setup
	$(VPY) -m coverage run -m pytest -q tests
	$(VPY) -m coverage report

e2e: setup
	scripts/install_engines.sh
	CHROMIUM="$$(scripts/find_chromium.sh $(VPY))" $(VPY) -m pytest e2e

## browsers: the cross-browser tests alone (Firefox ESR and WebKitGTK, e2e/test_engines.py)
browsers: setup
	scripts/install_engines.sh
	$(VPY) -m pytest e2e/test_engines.py

## bench: time the page's loads against a bare PyScript page and against the game as of
## BASELINE_COMMIT (exported to build/baseline-COMMIT and vendored there)
BASELINE_COMMIT ?= f9716b2
BASELINE := build/baseline-$(BASELINE_COMMIT)
bench: setup $(BASELINE)/.vendored
	CHROMIUM="$$(scripts/find_chromium.sh $(VPY))" $(VPY) scripts/bench_load.py --baseline $(BASELINE)

$(BASELINE)/.vendored:
	rm -rf $(BASELINE) && mkdir -p $(BASELINE)
	git archive $(BASELINE_COMMIT) | tar -x -C $(BASELINE)
	cd $(BASELINE) && npm ci --no-audit --no-fund && $(PYTHON) scripts/vendor.py
	touch $@

## icons: redraw assets/icons/ (committed)
icons:
	$(PYTHON) scripts/make_icons.py

## site: the files to publish, in build/site (what the Pages workflow uploads)
site: vendor
	$(PYTHON) scripts/build_site.py build/site

clean:
	rm -rf assets/vendor build $(NODE_STAMP)
