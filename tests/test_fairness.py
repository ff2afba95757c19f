"""One learner can never hold the others' checks (a real server, real sandboxed children).

Four hostile sessions each send a code answer that sleeps; while they are in flight another learner's
short answer is answered before any of them ends, and an honest code check is graded (not refused)
within the issue's bound. The same learner clicking twice is told the first still runs.
"""

from __future__ import annotations

import json
import threading
import time
import uuid

import pytest
import requests

pytestmark = pytest.mark.server

SLEEPER = "import time\ndef ex_causal_weights(scores):\n    time.sleep(60)\n"


def call(url: str, data: list, session: str, results: dict | None = None, key=None):
    """exercise_check over plain HTTP as one browser session; returns (event, text, seconds)."""
    start = time.monotonic()
    body = {"data": data, "session_hash": session}
    r = requests.post(f"{url}/gradio_api/call/exercise_check", json=body, timeout=120)
    r.raise_for_status()
    event_id = r.json()["event_id"]
    stream = requests.get(f"{url}/gradio_api/call/exercise_check/{event_id}", timeout=120)
    event, payload = None, None
    for line in stream.text.splitlines():
        if line.startswith("event:"):
            event = line.split(":", 1)[1].strip()
        elif line.startswith("data:"):
            payload = line.split(":", 1)[1].strip()
    parsed = json.loads(payload) if payload and payload != "null" else None
    text = parsed[0] if event == "complete" else str(parsed)
    out = (event, text, time.monotonic() - start, time.monotonic())
    if results is not None:
        results[key] = out
    return out


def test_sleepers_hold_no_one_elses_checks(server_url):
    import exercises

    sleepers: dict = {}
    threads = [threading.Thread(target=call, args=(server_url, ["ex_causal_weights", "", SLEEPER, {}],
                                                   f"sleeper-{i}-{uuid.uuid4().hex[:6]}", sleepers, i))
               for i in range(4)]
    for t in threads:
        t.start()
    time.sleep(1.5)  # all four in flight: two running, two waiting
    event, text, seconds, short_done = call(server_url, ["ex_omega", "0.9544", "", {}], "learner-a")
    assert event == "complete" and "Passed" in text
    honest = exercises.BY_ID["ex_causal_weights"].solution
    event, text, seconds, _ = call(server_url, ["ex_causal_weights", "", honest, {}], "learner-b")
    for t in threads:
        t.join(timeout=120)
    assert event == "complete" and "Passed" in text, text
    assert seconds < 15, seconds  # the bound: waits at most for the sleepers ahead of it
    assert len(sleepers) == 4
    assert all(short_done < done for _, _, _, done in sleepers.values())  # never behind code
    for event, text, _, _ in sleepers.values():  # each sleeper was stopped by its own bound
        assert event == "complete" and ("did not finish" in text or "busy" in text), text


def test_a_second_click_while_the_first_runs_is_told_so(server_url):
    """One session, two code checks at once (gradio_client shares one session between its jobs,
    as a browser tab does; the browser itself ignores clicks on a pending Check)."""
    from gradio_client import Client

    client = Client(server_url, verbose=False)
    first = client.submit("ex_causal_weights", "", SLEEPER, {}, api_name="/exercise_check")
    time.sleep(1.5)
    second = client.submit("ex_causal_weights", "", SLEEPER, {}, api_name="/exercise_check")
    assert "still running" in second.result(timeout=60)[0]
    assert "did not finish" in first.result(timeout=60)[0]
    again = client.predict("ex_omega", "0.9544", "", {}, api_name="/exercise_check")
    assert "Passed" in again[0]  # and short answers of the same learner were never held


def call_from(url: str, source: str, data: list, session: str, results: dict | None = None,
              key=None):
    """exercise_check over plain HTTP from the loopback address ``source`` (a distinct client)."""
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    start = time.monotonic()

    def request(method, path, body=None):
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120,
                                          source_address=(source, 0))
        try:
            conn.request(method, path, body=json.dumps(body) if body is not None else None,
                         headers={"Content-Type": "application/json"})
            return conn.getresponse().read().decode()
        finally:
            conn.close()

    event_id = json.loads(request("POST", "/gradio_api/call/exercise_check",
                                  {"data": data, "session_hash": session}))["event_id"]
    event, payload = None, None
    for line in request("GET", f"/gradio_api/call/exercise_check/{event_id}").splitlines():
        if line.startswith("event:"):
            event = line.split(":", 1)[1].strip()
        elif line.startswith("data:"):
            payload = line.split(":", 1)[1].strip()
    parsed = json.loads(payload) if payload and payload != "null" else None
    out = (event, parsed[0] if event == "complete" else str(parsed), time.monotonic() - start)
    if results is not None:
        results[key] = out
    return out


def test_one_client_inventing_sessions_cannot_lock_others_out(server_url):
    """Attack round 3: one address sends sleepers under as many invented sessions as the slots and
    the line hold; a learner from another address is still graded, within the issue's bound."""
    import exercises
    from attnlab.ui.exercises_tab import GATE

    flood: dict = {}
    count = GATE.slots + GATE.max_waiting
    threads = [threading.Thread(target=call_from, args=(
        server_url, "127.0.0.2", ["ex_causal_weights", "", SLEEPER, {}],
        f"invented-{i}-{uuid.uuid4().hex[:6]}", flood, i)) for i in range(count)]
    for t in threads:
        t.start()
        time.sleep(0.05)
    time.sleep(1.5)  # the slots and the whole line are the flooding client's
    honest = exercises.BY_ID["ex_causal_weights"].solution
    event, text, seconds = call_from(server_url, "127.0.0.3", ["ex_causal_weights", "", honest, {}],
                                     "learner-c")
    for t in threads:
        t.join(timeout=120)
    assert event == "complete" and "Passed" in text, text
    assert seconds < 15, seconds
    assert sum("busy" in text for _, text, _ in flood.values()) >= 1  # its newest place was taken
