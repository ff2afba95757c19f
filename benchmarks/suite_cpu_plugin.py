"""pytest plugin for benchmarks/suite_cpu.py --per-test: each test's CPU seconds (setup, call and
teardown, with every process the run started) read from the run's cgroup, the largest printed at
the end. Module and session fixtures land on the first test that uses them (setup) and the last
(teardown), as in pytest's --durations."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

GROUP = os.environ.get("SUITE_CPU_CGROUP")
COSTS: dict[str, float] = {}


def _usage() -> float:
    return int((Path(GROUP) / "cpuacct.usage").read_text()) / 1e9


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not GROUP:
        yield
        return
    start = _usage()
    yield
    COSTS[item.nodeid] = COSTS.get(item.nodeid, 0.0) + _usage() - start


def pytest_terminal_summary(terminalreporter):
    if not COSTS:
        return
    top = sorted(COSTS.items(), key=lambda kv: -kv[1])[: int(os.environ.get("SUITE_CPU_TOP", "15"))]
    terminalreporter.write_sep("=", f"CPU seconds per test (all processes), {sum(COSTS.values()):.1f} in tests")
    for nodeid, cost in top:
        terminalreporter.write_line(f"{cost:7.1f}  {nodeid}")
