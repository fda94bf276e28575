# The two commands: `make run` serves the site; `make test` runs every test.
# Both create .venv and install what they need on a fresh machine. `make quick` runs the engine's and the pages'
# tests (no browser, no PostgreSQL) while you work; `make lock` writes the lock files again (README: "Upgrading
# Streamlit and the other pins").

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PORT   ?= 8501
CHROMIUM ?= /usr/bin/chromium
# pytest-xdist's workers for the tests that need no browser (`auto`: one per core; JOBS=0 runs them in one process).
# On this 2-core machine, shared with other work, tests/pages and tests/fuzz took 65 s in one process and 41-46 s
# in two workers (measured in turn, twice each).
JOBS   ?= auto
BROWSER_JOBS ?= 2

# The lock files, written by `make lock` (uv pip compile) from pyproject.toml: every package pinned, with the
# sha256 of every file PyPI has for it, for any platform (--universal) and Python 3.11 or newer. The run lock is
# the test lock's subset, at the same versions. make run and make test install from them and nothing else.
RUN_LOCK  := requirements-run.txt
TEST_LOCK := requirements-test.txt
UV_VERSION ?= 0.13.9
UV     := $(VENV)/bin/uv
# Without options `make lock` keeps every pin that still satisfies pyproject.toml. UPGRADE=plotly (a package, or
# several separated by commas) moves those pins to the newest release pyproject.toml allows; UPGRADE=all moves every
# pin. STREAMLIT=1.68 first sets pyproject.toml's bound to that minor series (streamlit>=1.68,<1.69), then moves
# Streamlit to its newest release.
comma  := ,
UPGRADE ?=
STREAMLIT ?=
UPGRADE_FLAGS := $(if $(filter all,$(UPGRADE)),--upgrade,$(foreach p,$(subst $(comma), ,$(UPGRADE)) \
	$(if $(STREAMLIT),streamlit),--upgrade-package $(p)))
LOCK_FLAGS := --generate-hashes --universal --python-version 3.11 --custom-compile-command "make lock" --quiet

.PHONY: run test quick chromium postgres nginx axe lint bench lock clean mutation

$(VENV)/.installed-run: $(RUN_LOCK) pyproject.toml
	[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --require-hashes -r $(RUN_LOCK)
	$(PY) -m pip install --quiet --no-deps -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed-run $(TEST_LOCK)
	$(PY) -m pip install --quiet --require-hashes -r $(TEST_LOCK)
	touch $@

# The lock tool itself, pinned (only `make lock` needs it).
$(VENV)/.uv-$(UV_VERSION):
	[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet uv==$(UV_VERSION)
	touch $@

# STREAMLIT=1.68: pyproject.toml's bound becomes streamlit>=1.68,<1.69
define SET_STREAMLIT
import pathlib, re, sys
major, minor = sys.argv[1].split(".")[:2]
p = pathlib.Path("pyproject.toml")
text, n = re.subn(r'"streamlit>=[^"]*"', f'"streamlit>={major}.{minor},<{major}.{int(minor) + 1}"', p.read_text())
if n != 1:
    sys.exit("pyproject.toml: no streamlit bound to set")
p.write_text(text)
endef
export SET_STREAMLIT

# When no release fits (a series not out yet), uv says why, and pyproject.toml is put back as it was.
lock: $(VENV)/.uv-$(UV_VERSION)
	cp pyproject.toml $(VENV)/pyproject.toml.before
	$(if $(STREAMLIT),$(PYTHON) -c "$$SET_STREAMLIT" $(STREAMLIT))
	$(UV) pip compile pyproject.toml --extra test $(LOCK_FLAGS) $(UPGRADE_FLAGS) -o $(TEST_LOCK) \
		&& $(UV) pip compile pyproject.toml -c $(TEST_LOCK) $(LOCK_FLAGS) $(UPGRADE_FLAGS) -o $(RUN_LOCK) \
		|| { cp $(VENV)/pyproject.toml.before pyproject.toml; exit 1; }

# The hot modules (the trick engine, Euchre's hand functions) compiled by Cython from their own source, again
# whenever one changes; without a C compiler the engine runs them interpreted (engine/compiled.py says why).
HOT := engine/tricks/play.py engine/games/_euchre_family/hand.py engine/games/euchre/hand.py
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

# The test of the set-up for a school (tests/browser/test_school.py: two site processes behind nginx, README
# "Running for a school") runs nginx from Debian's package, installed when missing. The tests start their own nginx
# as the test's user on a loopback port (tests/school.py: `nginx -p <tmp> -c <tmp>/nginx.conf`, pid, logs and
# temporary files in that folder) and never use the system's; where installing the package started Debian's own
# nginx service (on port 80, with systemd), it is stopped and disabled again.
nginx:
	@if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then \
		echo "nginx: $$(command -v nginx || echo /usr/sbin/nginx)"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		echo "Installing Debian's nginx for the test of several site processes behind it…"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nginx; \
		if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then \
			$$SUDO systemctl disable --now nginx; \
		fi; \
	else \
		echo "The test of several site processes behind nginx needs nginx."; \
		echo "Install your system's nginx package (on Debian: apt-get install nginx), then run make test again."; \
		exit 1; \
	fi

# axe-core (the accessibility checker the browser tests run in each page), pinned by package-lock.json, installed
# with Debian's npm from the npm registry; nothing is downloaded while the tests run.
node_modules/.package-lock.json: package.json package-lock.json
	@if ! command -v npm >/dev/null 2>&1; then \
		if command -v apt-get >/dev/null 2>&1; then \
			SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
			echo "Installing Debian's npm for axe-core…"; \
			$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq npm; \
		else echo "The accessibility tests need npm (on Debian: apt-get install npm)."; exit 1; fi; \
	fi
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

axe: node_modules/.package-lock.json

lint: $(VENV)/.installed-test
	$(PY) -m ruff check engine lessons sources tests benchmarks streamlit_app.py

# CAMP_EXPECT_COMPILED: the tests hold the compiled hot modules to their interpreted source, and require the build.
# Everything runs: first the tests that need no browser, spread over the cores (JOBS), then the browser tests, two
# test files at a time (BROWSER_JOBS; --dist loadfile keeps a file's tests, and the site its module serves, on one
# worker). A browser test mostly waits on its site and on Chromium: two at a time took the browser tests from
# 7 min 58 s to 5 min 27 s on this 2-core machine, and `make test` under the 12 minutes with room again (the
# suite's phone, accessibility and keyboard tests had brought a clean clone's run to 11 min 56 s). The tests that
# time the computer players' pace (marked paced: tests/browser/test_projector.py) then run alone: under two files
# at a time their waits were missed.
test: $(VENV)/.installed-test $(VENV)/.compiled chromium postgres nginx axe lint
	CHROMIUM=$(CHROMIUM) CLASSROOM_REQUIRE_POSTGRES=1 CAMP_EXPECT_COMPILED=1 CAMP_REQUIRE_AXE=1 \
		$(PY) -m tests.classroom.pgserver -- sh -c '\
		$(PY) -m pytest -n $(JOBS) -m "not browser"; a=$$?; \
		$(PY) -m pytest -m "browser and not paced" -n $(BROWSER_JOBS) --dist loadfile; b=$$?; \
		$(PY) -m pytest -m "browser and paced"; c=$$?; \
		[ $$a -eq 0 ] && [ $$b -eq 0 ] && [ $$c -eq 0 ]'

# The engine's and the pages' tests (AppTest, the contract with Streamlit, the fuzzing corpus): no browser and no
# PostgreSQL server, for while you work; `make test` runs them again with everything else.
quick: $(VENV)/.installed-test $(VENV)/.compiled
	CAMP_EXPECT_COMPILED=1 $(PY) -m pytest -n $(JOBS) -m "not browser" tests/engine tests/views tests/pages tests/fuzz

# Mutation testing with mutmut (tests/audit/mutation.py; issue 31): each rules, odds, coach, core and classroom module's
# mutants, one module at a time in a scratch copy of the tree, against the narrow tests that cover it, the hot modules'
# source running (CAMP_PURE_PYTHON=1), one mutant at a time (MUTATION_JOBS). MODULES="engine/odds/chuck_a_luck.py ..."
# runs only the modules a change touched; ONLY="'*_view__*'" only the mutants of the functions it touched. A report per
# module (score, survivors, seconds); survivors judged equivalent are listed in tests/audit/equivalent_mutants.md. Not
# part of `make test`.
MODULES ?=
ONLY ?=
mutation: $(VENV)/.installed-test
	$(PY) -m tests.audit.mutation $(MODULES) $(foreach g,$(ONLY),--only $(g))

# The bench extra is not locked (figures, never assertions; open_spiel alone is hundreds of megabytes); it is
# installed within the test lock's versions, so `make bench` never moves a pin `make test` relies on.
bench: $(VENV)/.installed-test $(VENV)/.compiled
	sed -e 's/ *\\$$//' -e '/^ *--hash/d' $(TEST_LOCK) > $(VENV)/constraints.txt
	$(PY) -m pip install --quiet -c $(VENV)/constraints.txt -e '.[test,bench]'
	$(PY) -m benchmarks

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info build engine/_compiled.json node_modules
	find engine -name '*.so' -delete
