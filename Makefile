# The two commands: `make run` serves the site; `make test` runs every test.
# Both create .venv and install what they need on a fresh machine.

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PORT   ?= 8501
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test chromium postgres lint bench clean

$(VENV)/.installed-run: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed-run pyproject.toml
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

# The hot modules (the trick engine, Euchre's hand functions) compiled by Cython from their own source, again
# whenever one changes; without a C compiler the engine runs them interpreted (engine/compiled.py says why).
HOT := engine/tricks/play.py engine/games/euchre/hand.py
$(VENV)/.compiled: $(VENV)/.installed-run $(HOT)
	$(PY) -m engine compile
	touch $@

run: $(VENV)/.installed-run $(VENV)/.compiled
	$(PY) -m streamlit run streamlit_app.py --server.port $(PORT) --server.address localhost \
		--browser.gatherUsageStats false

# Browser tests drive Debian's Chromium, never a downloaded browser.
chromium:
	@if [ -x "$(CHROMIUM)" ]; then \
		echo "Chromium: $(CHROMIUM)"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		echo "Installing Debian's chromium for the browser tests…"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; \
	else \
		echo "The browser tests need Chromium at $(CHROMIUM)."; \
		echo "Install your system's Chromium package (on Debian: apt-get install chromium)"; \
		echo "or set CHROMIUM=/path/to/chromium, then run make test again."; \
		exit 1; \
	fi

# The class store's tests run against SQLite and a real PostgreSQL: Debian's package, installed when missing;
# `make test` starts a throwaway server on a loopback port for the run (tests/classroom/pgserver.py) and stops it.
# `make run` needs none of this: the site keeps its classes in SQLite in data/ unless DATABASE_URL says otherwise.
postgres:
	@if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null 2>&1; then \
		echo "PostgreSQL: $$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | tail -1)"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		echo "Installing Debian's postgresql for the storage tests…"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq postgresql; \
	else \
		echo "The storage tests need PostgreSQL's server programs (pg_ctl, initdb)."; \
		echo "Install your system's PostgreSQL package (on Debian: apt-get install postgresql)"; \
		echo "or set PG_BIN=/path/to/postgresql/bin, then run make test again."; \
		exit 1; \
	fi

lint: $(VENV)/.installed-test
	$(PY) -m ruff check engine lessons sources tests benchmarks streamlit_app.py

# CAMP_EXPECT_COMPILED: the tests hold the compiled hot modules to their interpreted source, and require the build
test: $(VENV)/.installed-test $(VENV)/.compiled chromium postgres lint
	CHROMIUM=$(CHROMIUM) CLASSROOM_REQUIRE_POSTGRES=1 CAMP_EXPECT_COMPILED=1 \
		$(PY) -m tests.classroom.pgserver -- $(PY) -m pytest

bench: $(VENV)/.installed-test $(VENV)/.compiled
	$(PY) -m pip install --quiet -e '.[test,bench]'
	$(PY) -m benchmarks

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info build engine/_compiled.json
	find engine -name '*.so' -delete
