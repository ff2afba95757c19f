"""Shared fixtures: the book's inputs and a real app server started as a subprocess."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests
import torch
from hypothesis import settings

# Tests call handlers in this process the way the server runs them: on one torch thread
# (attnlab.ui.app.server_threads' default; the grader's worker and CLI do the same). The tensors
# are tiny, so a second OpenMP thread only adds synchronisation, and on a busy 2-core machine its
# spin-waits made a 150-step training run take 49 s instead of 3.6 s.
torch.set_num_threads(1)

# Hypothesis: on CI (CI=true) every machine draws the same examples, so a red run there is this
# code on this CPU, never the luck of the draw; while working, draws stay random and explore.
# A failure prints the blob that reproduces it either way.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "dev")

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"

# Parallel runs (the README's `python -m pytest -n auto`, pytest-xdist). Much of a serial run's wall
# time is waiting (servers starting, browsers drawing, sandboxed children), so a second worker
# overlaps it: on 2 cores the suite went from 20-21 to 14 minutes. A worker more than the cores
# gains little: during a quiet 3-worker run /proc/stat shows the 2-core machine busy 99 % of the
# time (mostly browsers' and servers' processes, which pytest's own CPU time does not count), and it
# took 14 min 21 s where 2 workers took 15 min 5 s (the same 2,460 tests, quiet). The cores bound
# the run; the extra worker's 5 % is not worth the contention it adds under load (browser tests
# timed out), so one worker per core; more than 4 only multiply servers and browsers.
MAX_WORKERS = 4
# Tests with these markers start servers, browsers or subprocesses, often behind a module-scoped
# fixture: each file's such tests go to one worker as a group (its fixtures start once), and
# groups are scheduled before the single quick tests, so the run ends on short tests instead of
# one worker finishing a browser module while the other waits.
GROUPED = ("browser", "server", "slow", "sandbox")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # the user's explicit choice: xdist's own hook reads it
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(cpus or 1, MAX_WORKERS))


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    # With workers and no --dist of the user's, schedule by the groups below (xdist's loadgroup
    # puts groups first, largest first, then every other test on its own).
    if getattr(config.option, "numprocesses", None) and config.option.dist == "no":
        config.option.dist = "loadgroup"


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    # Workers parse the command line again and never see the --dist chosen above: tell them.
    node.workerinput["attnlab_loadgroup"] = node.config.option.dist == "loadgroup"


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups into the test ids
def pytest_collection_modifyitems(config, items):
    if not getattr(config, "workerinput", {}).get("attnlab_loadgroup"):
        return
    config.option.loadgroup = True  # what xdist's hook checks (it only knows a typed --dist)
    for item in items:
        if item.get_closest_marker("gpu"):  # one device: its memory tests assume they have it
            item.add_marker(pytest.mark.xdist_group("gpu"))
        elif any(item.get_closest_marker(name) for name in GROUPED):
            item.add_marker(pytest.mark.xdist_group(item.path.name))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_app(extra_env: dict[str, str] | None = None, timeout: float = 90.0):
    """Run `python app.py` on a free port; return (process, base URL) once it answers 200."""
    port = free_port()
    env = {**os.environ, "GRADIO_SERVER_PORT": str(port), "GRADIO_SERVER_NAME": "127.0.0.1",
           "GRADIO_ANALYTICS_ENABLED": "False", **(extra_env or {})}
    log = open(ARTIFACTS / f"server-{port}.log", "w") if ARTIFACTS.exists() else subprocess.DEVNULL
    proc = subprocess.Popen([sys.executable, "app.py"], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"app exited early with code {proc.returncode}")
        try:
            if requests.get(url + "/", timeout=2).status_code == 200:
                return proc, url
        except requests.RequestException:
            pass
        time.sleep(0.2)
    proc.kill()
    raise RuntimeError("app did not start in time")


@pytest.fixture(scope="session", autouse=True)
def artifacts_dir():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def server_url(artifacts_dir, tmp_path_factory):
    # The Real heads tab on a small random GPT-2 in the Hub's layout (no download), with enough
    # layers and heads for the tab's defaults (layer 4, head 11): every endpoint sweep then
    # reaches the model. tests/test_gpt2_server.py covers the app without it.
    import gpt2_model

    folder = gpt2_model.session_folder(tmp_path_factory, "gpt2-random-5x12", n_layer=5,
                                       n_head=12, n_embd=48)
    proc, url = start_app({"ATTNLAB_GPT2": str(folder)})
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    # A handler returning more values than its event's outputs is dropped by Gradio with only a
    # warning (the GPT-2 tab's check buttons once stayed hidden that way): fail the session.
    log = ARTIFACTS / f"server-{url.rsplit(':', 1)[1]}.log"
    text = log.read_text(errors="replace") if log.exists() else ""
    assert "returned too many output values" not in text, text[text.find("returned too many"):][:600]


@pytest.fixture(scope="session")
def client(server_url):
    from gradio_client import Client

    return Client(server_url, verbose=False)
