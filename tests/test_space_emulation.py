"""The hosted class, emulated: `app.py` and `deploy/launch.py` run as a Space most likely runs them
(uid 1000, no capabilities, no bubblewrap, SYSTEM=spaces, Landlock answering ENOSYS or not), and a
learner's real requests go through HTTP (through a real nginx for the deployment).

What must hold there: correct code answers are graded, reading a reference solution and opening a
socket fail, short answers work; and where seccomp is missing too, a hosted app refuses code answers
whatever it is told, while a local one runs them only when its user asks.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

import space_emulation
from helpers import call_http

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.server, pytest.mark.skipif(space_emulation.unavailable() is not None,
                                                      reason=str(space_emulation.unavailable()))]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_up(proc: subprocess.Popen, url: str, log: str, timeout: float = 180) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"exited with {proc.returncode}:\n" + Path(log).read_text()[-3000:])
        try:
            if requests.get(url + "/", timeout=2).status_code == 200:
                return
        except requests.RequestException:
            pass
        time.sleep(0.3)
    raise AssertionError("did not answer in time:\n" + Path(log).read_text()[-3000:])


def stop(proc: subprocess.Popen) -> None:
    for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 10)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


class Served:
    """One emulated server: ``python app.py`` or deploy/launch.py behind nginx."""

    def __init__(self, deployment: bool, *, landlock: bool, seccomp: bool = True,
                 space: bool = True, args: tuple[str, ...] = (), **env: str):
        self.folder = space_emulation.home()
        self.log = os.path.join(self.folder, "server.log")
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        if deployment:
            argv = [sys.executable, "deploy/launch.py", "--processes", "1",
                    "--listen", f"127.0.0.1:{port}", *args]
        else:
            argv = [sys.executable, "app.py", *args]
            env.update(GRADIO_SERVER_NAME="127.0.0.1", GRADIO_SERVER_PORT=str(port))
        extra = {} if space else {"SYSTEM": ""}
        self.proc = space_emulation.start(argv, self.folder, landlock=landlock, seccomp=seccomp,
                                          log=self.log, **extra, **env)

    def __enter__(self):
        try:
            wait_up(self.proc, self.url, self.log)
        except BaseException:
            stop(self.proc)
            raise
        return self

    def __exit__(self, *exc):
        stop(self.proc)
        subprocess.run(["rm", "-rf", self.folder], check=False)

    def check(self, exercise_id: str, code: str = "", text: str = "") -> str:
        status, out = call_http(self.url, "exercise_check", [exercise_id, text, code, {}],
                                timeout=120)
        assert status == "complete", out
        return out[0]

    def statement(self, exercise_id: str) -> str:
        status, out = call_http(self.url, "exercise_show", [exercise_id], timeout=120)
        assert status == "complete", out
        return out[0]


def solution_file() -> Path:
    """A reference solution on this disk (whatever the exercise layout calls it)."""
    found = [p for p in (ROOT / "exercises").rglob("*.py")
             if "solution" in p.as_posix() and "ex_causal_weights" in p.as_posix()]
    assert found
    return found[0]


def assert_confined_class(server: Served, *, landlock: bool) -> None:
    import exercises
    from attnlab import registry

    statement = server.statement("ex_causal_weights")
    assert "system-call filter" in statement and "switched off" not in statement, statement
    assert ("Landlock" in statement) == landlock and "bubblewrap" not in statement
    assert "Passed" in server.check("ex_omega", text="0.9544")  # a short answer
    code = [e for e in registry.bundled() if e.kind == "code"]
    assert len(code) >= 11
    for ex in code:  # every code exercise is graded, with the app's tight limits
        result = server.check(ex.id, code=ex.solution)
        assert "Passed" in result, (ex.id, result)
    path = solution_file()
    secret = path.read_text(encoding="utf-8").strip().splitlines()[0][:30]
    reader = (f"def ex_causal_weights(scores):\n"
              f"    raise RuntimeError(open({str(path)!r}).read()[:200])\n")
    result = server.check("ex_causal_weights", code=reader)
    assert "PermissionError" in result and secret not in result, result
    opener = ("import socket\ndef ex_causal_weights(scores):\n"
              "    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)\n"
              "    s.connect(('127.0.0.1', 80))\n")
    result = server.check("ex_causal_weights", code=opener)
    assert "PermissionError" in result, result
    assert exercises  # the bundled package is what the server graded against


@pytest.mark.parametrize("landlock", [False, True], ids=["no-landlock", "landlock"])
def test_a_space_grades_code_confined_with_or_without_landlock(landlock):
    with Served(False, landlock=landlock) as server:
        assert_confined_class(server, landlock=landlock)


needs_nginx = pytest.mark.skipif(not any(os.access(os.path.join(d, "nginx"), os.X_OK)
                                         for d in ("/usr/sbin", "/usr/local/sbin")),
                                 reason="deploy/launch.py needs nginx (apt-get install nginx)")


@needs_nginx
def test_the_course_deployment_behind_nginx_grades_code_confined():
    with Served(True, landlock=False) as server:
        assert_confined_class(server, landlock=False)


@needs_nginx
def test_without_seccomp_a_hosted_app_refuses_code_whatever_it_is_told():
    """deploy/launch.py on a host without seccomp: its apps are hosted (declared), so an unsafe
    request in the environment is dropped and code answers are refused with the reason."""
    with Served(True, landlock=False, seccomp=False, space=False,
                ATTNLAB_UNSAFE_NO_SANDBOX="1") as server:
        statement = server.statement("ex_causal_weights")
        assert "switched off on this server" in statement and "seccomp" in statement, statement
        ref = next(e for e in __import__("attnlab.registry").registry.bundled()
                   if e.id == "ex_causal_weights").solution
        assert "cannot be checked here" in server.check("ex_causal_weights", code=ref)
        assert "Passed" in server.check("ex_omega", text="0.9544")


def test_without_seccomp_a_local_app_runs_code_only_when_its_user_asks():
    from attnlab import registry

    ref = next(e for e in registry.bundled() if e.id == "ex_causal_weights").solution
    with Served(False, landlock=False, seccomp=False, space=False) as server:
        assert "--unsafe-no-sandbox" in server.statement("ex_causal_weights")
        assert "cannot be checked here" in server.check("ex_causal_weights", code=ref)
    with Served(False, landlock=False, seccomp=False, space=False,
                args=("--unsafe-no-sandbox",)) as server:
        assert "time and memory limits only" in server.statement("ex_causal_weights")
        assert "Passed" in server.check("ex_causal_weights", code=ref)
