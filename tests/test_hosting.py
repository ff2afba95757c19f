"""Exposure is declared, not guessed; code checks are admitted fairly (attnlab.hosting, code_gate)."""

from __future__ import annotations

import threading
import time

import pytest

from attnlab import hosting
from attnlab.ui.code_gate import CodeGate, Refused


@pytest.fixture
def clean(monkeypatch):
    for name in ("SYSTEM", "GRADIO_SERVER_NAME", hosting.HOSTED_ENV, hosting.UNSAFE_ENV):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(hosting, "_declared", dict(hosting._declared))
    hosting.declare()


@pytest.mark.parametrize("name,expected", [
    ("127.0.0.1", True), ("127.0.0.2", True), ("localhost", True), ("::1", True), ("[::1]", True),
    ("0.0.0.0", False), ("::", False), ("10.0.0.5", False), ("course.example.org", False),
])
def test_loopback(name, expected):
    assert hosting.loopback(name) is expected


def test_every_declaration_makes_an_app_hosted_and_none_can_undo_another(clean, monkeypatch):
    assert not hosting.hosted()  # a plain local app
    hosting.declare(server_name="0.0.0.0")
    assert hosting.hosted()
    hosting.declare(server_name="127.0.0.1", share=True)
    assert hosting.hosted()
    hosting.declare(server_name="127.0.0.1", hosted=True)
    assert hosting.hosted()
    hosting.declare(server_name="127.0.0.1")
    monkeypatch.setenv(hosting.HOSTED_ENV, "1")  # what deploy/launch.py sets
    assert hosting.hosted()
    monkeypatch.setenv(hosting.HOSTED_ENV, "0")
    assert not hosting.hosted()
    monkeypatch.setenv("SYSTEM", "spaces")  # a Space, even if the variable says otherwise
    assert hosting.hosted()


def test_an_unsafe_run_is_only_for_a_local_app(clean, monkeypatch):
    hosting.declare(unsafe=True)
    assert hosting.unsafe_local()
    hosting.declare(unsafe=True, hosted=True)
    assert not hosting.unsafe_local()
    hosting.declare()
    monkeypatch.setenv(hosting.UNSAFE_ENV, "1")
    assert hosting.unsafe_local()
    monkeypatch.setenv("SYSTEM", "spaces")
    assert not hosting.unsafe_local()


def _hold(gate: CodeGate, learner: str, seconds: float, log: list, started: threading.Event | None = None):
    try:
        with gate.admit(learner):
            log.append(("in", learner, time.monotonic()))
            if started:
                started.set()
            time.sleep(seconds)
        log.append(("out", learner, time.monotonic()))
    except Refused as r:
        log.append((r.key, learner, time.monotonic()))


def test_one_check_in_flight_per_learner():
    gate = CodeGate(slots=2, max_waiting=4, wait_s=5)
    log, started = [], threading.Event()
    t = threading.Thread(target=_hold, args=(gate, "a", 0.5, log, started))
    t.start()
    started.wait(5)
    with pytest.raises(Refused) as r:
        with gate.admit("a"):
            pass
    assert r.value.key == "exercises.still_running"
    with gate.admit("b"):  # another learner runs meanwhile
        assert gate.load()["running"] == 2
    t.join()
    with gate.admit("a"):  # and "a" may check again once the first is done
        pass


def test_slots_are_bounded_and_waiting_is_first_come_first_served():
    gate = CodeGate(slots=1, max_waiting=3, wait_s=5)
    log: list = []
    threads = []
    for i, learner in enumerate("abcd"):
        threads.append(threading.Thread(target=_hold, args=(gate, learner, 0.3, log)))
        threads[-1].start()
        time.sleep(0.05)  # arrival order a, b, c, d
    for t in threads:
        t.join()
    order = [who for what, who, _ in log if what == "in"]
    assert order == list("abcd")
    running = 0
    for what, _, _ in sorted(log, key=lambda e: e[2]):
        running += {"in": 1, "out": -1}.get(what, 0)
        assert running <= 1


def test_a_full_line_or_a_long_wait_is_answered_busy_at_once():
    gate = CodeGate(slots=1, max_waiting=1, wait_s=0.3)
    log: list = []
    holder = threading.Thread(target=_hold, args=(gate, "a", 1.0, log))
    holder.start()
    time.sleep(0.05)
    waiter = threading.Thread(target=_hold, args=(gate, "b", 0.0, log))
    waiter.start()
    time.sleep(0.05)
    start = time.monotonic()
    with pytest.raises(Refused) as r:  # the line (one place) is taken: no wait at all
        with gate.admit("c"):
            pass
    assert r.value.key == "exercises.busy" and time.monotonic() - start < 0.1
    waiter.join()
    assert ("exercises.busy", "b") in [(w, who) for w, who, _ in log]  # gave up after wait_s
    holder.join()
    assert gate.load() == {"running": 0, "waiting": 0}


def test_the_app_imports_and_builds_without_posix_only_modules(tmp_path):
    """Windows has neither `resource` nor `fcntl` nor ctypes.CDLL(None): the lessons must still
    start there (code answers then say they need Linux)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    script = ("import sys, ctypes\n"
              "sys.modules['resource'] = None; sys.modules['fcntl'] = None\n"
              "real = ctypes.CDLL\n"
              "def cdll(name, *a, **k):\n"
              "    if name is None: raise TypeError('no CDLL(None) here')\n"
              "    return real(name, *a, **k)\n"
              "ctypes.CDLL = cdll\n"
              "from attnlab.ui.app import build_demo\n"
              "build_demo()\n"
              "sys.platform = 'win32'\n"
              "from attnlab.ui import exercises_tab\n"
              "print(exercises_tab.code_available(), exercises_tab.code_note('en'))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("False") and "only on Linux" in done.stdout


def _hold_from(gate: CodeGate, learner: str, client: str, seconds: float, log: list):
    try:
        with gate.admit(learner, client):
            log.append(("in", learner, time.monotonic()))
            time.sleep(seconds)
    except Refused as r:
        log.append((r.key, learner, time.monotonic()))


def test_one_client_inventing_sessions_cannot_fill_the_line():
    """An API client can invent session after session from one address: it fills the slots and the
    line, yet a learner from another address is admitted at once and runs at the next free slot."""
    gate = CodeGate(slots=2, max_waiting=4, wait_s=5)
    log: list = []
    flood = [threading.Thread(target=_hold_from, args=(gate, f"fake-{i}", "203.0.113.9", 0.6, log))
             for i in range(6)]  # 2 running + 4 waiting: the line is full
    for t in flood:
        t.start()
        time.sleep(0.02)
    assert gate.load() == {"running": 2, "waiting": 4}
    honest = threading.Thread(target=_hold_from, args=(gate, "learner", "198.51.100.7", 0.0, log))
    start = time.monotonic()
    honest.start()
    honest.join(5)
    assert ("in", "learner") in [(what, who) for what, who, _ in log]
    admitted = next(at for what, who, at in log if who == "learner")
    assert admitted - start < 0.9  # the first freed slot (0.6 s), not behind the four waiting
    busy = [who for what, who, _ in log if what == "exercises.busy"]
    assert busy == ["fake-5"]  # the flooding client's newest place went to the newcomer
    for t in flood:
        t.join()
    assert gate.load() == {"running": 0, "waiting": 0}


def test_a_line_full_of_distinct_clients_stays_first_come():
    gate = CodeGate(slots=1, max_waiting=2, wait_s=5)
    log: list = []
    threads = [threading.Thread(target=_hold_from, args=(gate, w, f"192.0.2.{i}", 0.3, log))
               for i, w in enumerate("abc")]
    for t in threads:
        t.start()
        time.sleep(0.03)
    with pytest.raises(Refused):  # nobody holds two places: no one is pushed out for a newcomer
        with gate.admit("d", "192.0.2.99"):
            pass
    for t in threads:
        t.join()
    assert [who for what, who, _ in log if what == "in"] == list("abc")


@pytest.mark.parametrize("peer, header, want", [
    ("127.0.0.1", "6.6.6.6, 198.51.100.7", "198.51.100.7"),  # nginx appended the real address
    ("10.1.2.3", "198.51.100.7", "10.1.2.3"),  # a learner on the campus network: its own claim
    ("127.0.0.1", "198.51.100.7:5123", "198.51.100.7"),  # a port does not make a new client
    ("127.0.0.1", ["6.6.6.6", "1.2.3.4, 198.51.100.7"], "198.51.100.7"),  # two headers
    ("127.0.0.1", "[2001:db8:1:2::5]:443", "2001:db8:1:2::/64"),
    ("::ffff:127.0.0.1", "198.51.100.7", "198.51.100.7"),
    ("93.184.216.34", "1.2.3.4", "93.184.216.34"),  # a public peer's own claim is ignored
    ("127.0.0.1", "not-an-address", "127.0.0.1"),
    ("127.0.0.1", None, "127.0.0.1"),
    ("", None, "unknown"),
])
def test_client_address_trusts_only_what_a_proxy_appended(peer, header, want):
    from attnlab.ui.code_gate import client_address

    assert client_address(peer, header) == want


def test_a_spaces_private_front_end_is_believed(monkeypatch):
    from attnlab.ui.code_gate import client_address

    monkeypatch.setenv("SYSTEM", "spaces")
    assert client_address("10.1.2.3", "198.51.100.7") == "198.51.100.7"
    assert client_address("2001::1", "198.51.100.7") == "2001::/64"  # Teredo is not a proxy
    monkeypatch.delenv("SYSTEM")
    assert client_address("10.1.2.3", "198.51.100.7") == "10.1.2.3"
