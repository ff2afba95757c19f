"""How many workers `-n auto` starts (tests/conftest.py): one per core the process may use (its
CPU affinity, not the machine's count), whatever -m selects; at most MAX_WORKERS; the user's
PYTEST_XDIST_AUTO_NUM_WORKERS wins."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import SimpleNamespace

import pytest


def _conftest():
    spec = importlib.util.spec_from_file_location("attnlab_conftest_copy",
                                                  Path(__file__).with_name("conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CONFTEST = _conftest()
WORKING = "not server and not browser and not slow and not sandbox"  # the README's working loop


@pytest.mark.parametrize("cpus", [1, 2, 3, 4, 16])
@pytest.mark.parametrize("markexpr", ["", WORKING, "not browser", "browser"])
def test_workers_for_cores_and_marks(monkeypatch, cpus, markexpr):
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cpus)), raising=False)
    config = SimpleNamespace(option=SimpleNamespace(markexpr=markexpr))
    want = min(cpus, CONFTEST.MAX_WORKERS)
    assert CONFTEST.pytest_xdist_auto_num_workers(config) == want


def test_the_users_count_is_left_to_xdist(monkeypatch):
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "7")
    config = SimpleNamespace(option=SimpleNamespace(markexpr=""))
    assert CONFTEST.pytest_xdist_auto_num_workers(config) is None
