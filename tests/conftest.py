"""The fixed test secret, and Hypothesis profiles: every run reproducible.

``ci`` (the default, and what ``make test`` runs): derandomised, so every run draws the same
examples and a failure on CI fails the same way on a laptop; the falsifying example and its
reproduction blob are printed. ``dev`` (``HYPOTHESIS_PROFILE=dev``): a fresh seed each run, to find
new cases; the seed is printed in the header and on failure (rerun with ``--hypothesis-seed=N``).
"""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, Phase, settings

# Every deal and throw mixes in the site's secret (engine/core/secret.py): the tests and the golden records use
# this fixed one, set before anything draws so subprocesses (the CLI, the browser tests' servers) inherit it.
TEST_SECRET = "camp-and-parlour-test-secret-not-for-any-site"
os.environ.setdefault("CAMP_SECRET", TEST_SECRET)

# No explain phase on CI: it replays a failing example under a line tracer, which over a whole game of thousands of
# moves (the property harness) ran for many minutes with nothing printed (seen with a game that never ended);
# shrinking still happens, and the failure is printed.
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow],
                          phases=[p for p in Phase if p is not Phase.explain])
settings.register_profile("dev", print_blob=True, deadline=None)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.load_profile(PROFILE)


def pytest_configure(config):
    if PROFILE != "ci" and getattr(config.option, "hypothesis_seed", None) is None:
        config.option.hypothesis_seed = random.randrange(2**32)
        try:   # the plugin may have read its option already: force the seed it will use
            from hypothesis import core

            core.global_force_seed = config.option.hypothesis_seed
        except ImportError:
            pass


def pytest_report_header(config):
    seed = getattr(config.option, "hypothesis_seed", None)
    how = "derandomised (the same examples every run)" if PROFILE == "ci" else f"seed {seed}"
    return f"hypothesis profile: {PROFILE}, {how}; reproduce with HYPOTHESIS_PROFILE={PROFILE}" + (
        f" --hypothesis-seed={seed}" if seed is not None else "")

