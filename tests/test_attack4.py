"""Fourth review (attack4): the code gate's fairness between clients, and the app's queue in front of
it. Each test asserts the SAFE behaviour, so it fails while the break exists."""

from __future__ import annotations

import http.client
import json
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from attnlab.ui.code_gate import CodeGate, Refused, client_address

# --- fairness between clients: what counts as one client ------------------------------------------


def _fill_line(gate: CodeGate, clients: list[str]):
    """Occupy every slot and the whole line with one check per entry of ``clients`` (in order);
    returns (release event, threads, refusals)."""
    release, refused, threads = threading.Event(), [], []

    def hold(i: int, client: str):
        try:
            with gate.admit(f"session-{i}", client):
                release.wait(30)
        except Refused as r:
            refused.append(r.key)

    for i, client in enumerate(clients):
        t = threading.Thread(target=hold, args=(i, client), daemon=True)
        t.start()
        threads.append(t)
        time.sleep(0.02)
    deadline = time.monotonic() + 5
    while gate.load() != {"running": gate.slots, "waiting": gate.max_waiting}:
        assert time.monotonic() < deadline, gate.load()
        time.sleep(0.01)
    return release, threads, refused


def _honest_admitted(gate: CodeGate, client: str, release: threading.Event) -> str:
    """An honest check from ``client``; one running check ends shortly after it arrives."""
    threading.Timer(0.3, release.set).start()
    try:
        with gate.admit("honest-session", client):
            return "graded"
    except Refused as r:
        return r.key


def test_one_ipv6_prefix_is_one_client():
    """Every host, VPS and phone on IPv6 gets a whole /64: client_address keys a learner by the
    full 128-bit address, so one attacker is as many "clients" as it likes (2**64) and the gate's
    fairness between clients (eviction from a full line, the fewest-running rule) no longer
    applies. Behind the app's nginx (peer 127.0.0.1) two addresses of one /64 must be one client."""
    a = client_address("127.0.0.1", "2001:db8:1:2::1")
    b = client_address("127.0.0.1", "2001:db8:1:2:ffff:1234:5678:9abc")
    assert a == b, (a, b)
    assert client_address("2001:db8:1:2::1", None) == client_address("2001:db8:1:2::7", None)


def test_an_attacker_with_one_ipv6_prefix_cannot_lock_the_line():
    """The line is full of sleepers from ten addresses of ONE /64 (one attacker, through the
    proxy): an honest learner from elsewhere is refused "busy" at once, every time, while the
    attacker keeps the line full. Safe: the honest check takes a place in the line and is graded
    when a slot frees, as against one address flooding under invented sessions (attack3)."""
    gate = CodeGate(slots=2, max_waiting=8, wait_s=5.0)
    attacker = [client_address("127.0.0.1", f"2001:db8:1:2::{i + 1:x}")
                for i in range(gate.slots + gate.max_waiting)]
    release, threads, _ = _fill_line(gate, attacker)
    try:
        verdict = _honest_admitted(gate, client_address("127.0.0.1", "198.51.100.9"), release)
    finally:
        release.set()
        for t in threads:
            t.join(10)
    assert verdict == "graded", verdict


def test_forwarded_for_is_not_believed_from_a_learner_on_the_same_lan(monkeypatch):
    """`python app.py --hosted` on a course server: learners on the campus network reach it
    directly from private addresses (10/8, 172.16/12, 192.168/16). client_address believes
    X-Forwarded-For from ANY private peer, so each such learner can claim a new address per
    request and fill the gate's line as "many clients" (test above), or pose as another learner's
    address. Only a proxy the host declares (loopback, deploy/launch.py's nginx, a Space's front
    end) may set the client address; a direct private peer is its own address."""
    for name in ("SYSTEM", "ATTNLAB_HOSTED", "SPACE_ID"):
        monkeypatch.delenv(name, raising=False)
    assert client_address("10.20.30.40", "203.0.113.77") == "10.20.30.40"
    assert client_address("192.168.1.23", "192.168.1.99") == "192.168.1.23"


# --- the app's queue in front of the gate -----------------------------------------------------------


def _post(port: int, source: str, api: str, data: list, session: str) -> tuple[int, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(source, 0))
    try:
        conn.request("POST", f"/gradio_api/call/{api}",
                     body=json.dumps({"data": data, "session_hash": session}),
                     headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, response.read().decode()
    finally:
        conn.close()


def _result(port: int, source: str, api: str, event_id: str) -> tuple[str | None, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=(source, 0))
    try:
        conn.request("GET", f"/gradio_api/call/{api}/{event_id}")
        text = conn.getresponse().read().decode()
    finally:
        conn.close()
    event, payload = None, ""
    for line in text.splitlines():
        if line.startswith("event:"):
            event = line.split(":", 1)[1].strip()
        elif line.startswith("data:"):
            payload = line.split(":", 1)[1].strip()
    return event, payload


@pytest.fixture(scope="module")
def hosted_app():
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    from conftest import start_app

    proc, url = start_app({"ATTNLAB_HOSTED": "1"})
    try:
        yield proc, int(url.rsplit(":", 1)[1])
    finally:
        proc.kill()
        proc.wait(30)


def _rss_mb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) // 1024 for line in f if line.startswith("VmRSS"))


@pytest.mark.server
def test_a_request_body_is_bounded_before_the_app_parses_it(hosted_app):
    """The only uploads are bounded (max_file_size 4 MB), but the JSON body of an API call is not:
    Gradio reads and parses any size. One POST of 64 MB (`[0,0,...]` inside the progress state
    of a short answer) took the app from ~360 MB to well over 1 GB resident and ~20 s of parsing
    with the GIL held; 1 GB bodies take a 16 GB Space down. deploy/launch.py's nginx caps bodies
    at 4 MB, but `python app.py --hosted` and a Space serve the app directly. Safe: a body far
    beyond anything the app's own page sends is refused before it is parsed."""
    proc, port = hosted_app
    before = _rss_mb(proc.pid)
    n = 32 * 2**20
    body = (b'{"data":["ex_omega","0.95","",{"x":[' + b"0," * n + b'0]}],"session_hash":"big"}')
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120,
                                      source_address=("127.0.0.4", 0))
    try:
        conn.request("POST", "/gradio_api/call/exercise_check", body=body,
                     headers={"Content-Type": "application/json"})
        status = conn.getresponse().status
    finally:
        conn.close()
    grew = _rss_mb(proc.pid) - before
    assert 400 <= status < 500, status
    assert grew < 200, grew


@pytest.mark.server
@pytest.mark.slow
def test_one_address_cannot_fill_the_queue_in_front_of_code_checks(hosted_app):
    """Gradio's queue holds at most 256 events (QUEUE_MAX_SIZE) for the whole app, with no share
    per client. One address posts heads_timing (concurrency 1, ~6 s of CPU each at n = 1024)
    under invented sessions until the queue is full, then tops it up every second (one event
    leaves it every few seconds): every other learner's code check, short answer and lesson step
    is refused with "Queue is full" for as long as it goes on (the queue it built alone lasts
    ~25 minutes). The gate's fairness never gets a say. Safe: an honest code check from another
    address is accepted and graded."""
    import exercises

    _, port = hosted_app
    stop = threading.Event()

    def flood_one(i: int) -> int:
        return _post(port, "127.0.0.2", "heads_timing", [1024], f"f{i}-{uuid.uuid4().hex[:6]}")[0]

    with ThreadPoolExecutor(12) as pool:  # more than the queue holds: it is full, and all of
        list(pool.map(flood_one, range(270)))  # it is this one address's (while unfixed)

    def top_up():
        i = 1000
        while not stop.is_set():
            flood_one(i)
            i += 1
            stop.wait(1.0)

    keeper = threading.Thread(target=top_up, daemon=True)
    keeper.start()
    try:
        time.sleep(2)
        honest = exercises.BY_ID["ex_causal_weights"].solution
        status, body = _post(port, "127.0.0.3", "exercise_check",
                             ["ex_causal_weights", "", honest, {}], "honest-learner")
        assert status == 200, (status, body)
        event, payload = _result(port, "127.0.0.3", "exercise_check", json.loads(body)["event_id"])
        assert event == "complete" and "Passed" in payload, (event, payload)
    finally:
        stop.set()
        keeper.join(10)


# --- the trusted side's work on a child's reply -----------------------------------------------------


def test_real_layer_verdict_bounds_the_output_before_decoding_it(monkeypatch):
    """exercise_real_layer (ex_mha_forward on a real GPT-2 layer) reads the child's output with
    codec.decode_tensor, bounded only by codec.MAX_ELEMENTS (4 M), not by the layer's shape as
    graded checks are (checks.decode_bounded). A child writes its own reply line (attack3's
    FLOOD): 8 MiB holding 2 M numbers is decoded number by number in the APP process, ~0.5 s of
    pure Python holding the GIL per request (on top of ~0.45 s of json.loads), for an output
    that only gets told "wrong shape". Counted, not timed: an output larger than the layer's is
    refused unread."""
    from types import SimpleNamespace

    import torch

    from attnlab.grading import codec
    from attnlab.ui import real_layer

    calls = []
    real = codec.decode_number
    monkeypatch.setattr(codec, "decode_number", lambda v, what="value": calls.append(1) or real(v, what))
    case = SimpleNamespace(layer=5, tokens=("a", "b", "c", "d"), expected=torch.zeros(1, 4, 8))
    n = 2_000_000
    text = real_layer.verdict(case, {"output": {"shape": [n], "data": [1.5] * n}}, "en")
    assert text  # told something (the wrong shape, or malformed)
    assert len(calls) <= 4 * 32 + 1024, len(calls)


# --- the withheld forward, where the child may open files (GPU) --------------------------------------


def test_a_gpu_child_cannot_read_attnlabs_own_sources(tmp_path, monkeypatch):
    """A GPU child's filter lets file calls through and Landlock bounds them to
    confine.readable_roots(worker.HIDDEN): the Python installation, site-packages included, with
    only `exercises` and `solutions` left out. Where attnlab is installed (pip install, a wheel:
    the layout HIDDEN exists for), site-packages/attnlab is readable, so an answer graded with
    --device cuda re-executes attnlab/modules.py (importlib.util.spec_from_file_location) and
    gets the book's MultiHeadAttention.forward back, the very reference withheld.drop() removed
    for ex_mha_forward. The child needs none of attnlab's files (the worker loaded them before the
    fork): they must be as unreadable as the exercises' checkers."""
    import os

    from attnlab.grading import confine, worker

    site = tmp_path / "lib" / "python3.11" / "site-packages"
    for name in ("attnlab", "exercises", "torch"):
        (site / name).mkdir(parents=True)
    (site / "attnlab" / "modules.py").write_text("# the book's classes\n")
    monkeypatch.setattr(sys, "path", [*sys.path, str(site)])
    target = str(site / "attnlab" / "modules.py")
    roots = confine.readable_roots(worker.HIDDEN)
    covering = [r for r in roots if os.path.commonpath([r, target]) == r]
    assert not covering, covering
