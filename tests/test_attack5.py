"""An attack round on the gates and bounds in Space mode: one client against the others, every
client behind the Space's front end (a loopback peer; the client is the last X-Forwarded-For
entry, the one the front end appends). The app runs as tests/space_emulation.py starts it (uid
1000, no capabilities, SYSTEM=spaces).

Each attack is one a client could try once it knows the gates: prepend another learner's address
to its own X-Forwarded-For (so that its requests count for someone else), flood steps, runs and
uploads, name another client's upload or a URL in a file slot.
"""

from __future__ import annotations

import os
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import space_emulation  # noqa: E402
from test_budgets import FLOODER, call_as, flood, post_upload  # noqa: E402

pytestmark = [pytest.mark.server, pytest.mark.skipif(space_emulation.unavailable() is not None,
                                                     reason=str(space_emulation.unavailable()))]

ATTACKER, VICTIM = "203.0.113.5", "198.51.100.7"
SPOOFED = f"{VICTIM}, {ATTACKER}"  # the attacker's own claim first, the front end's entry last


@pytest.fixture(scope="module")
def space():
    from test_space_emulation import Served

    with Served(False, landlock=False, ATTNLAB_UPLOAD_UNCLAIMED_S="3") as served:
        yield served.url


def test_a_client_spoofing_another_ones_address_still_counts_as_itself(space):
    small = [2, 6, 3, 2, 2, 123, "per_head"]
    event, out, _ = call_as(space, FLOODER, "heads_step", small, forwarded=VICTIM)
    assert event == "complete", out
    answers: list = []
    threads = flood(space, "heads_step", [[4, 256, 1024, 1024, 16, seed, "wrapper_vs_mha"]
                                          for seed in range(12)], answers, forwarded=SPOOFED)
    time.sleep(0.5)
    event, out, cached = call_as(space, FLOODER, "heads_step", small, forwarded=VICTIM)
    assert event == "complete" and cached < 1.0, (cached, out)
    event, out, cheap = call_as(space, FLOODER, "heads_step", [*small[:5], 9, "per_head"],
                                forwarded=VICTIM)
    assert event == "complete" and cheap < 2.0, (cheap, out)
    for t in threads:
        t.join(timeout=120)
    # The flood counted as the attacker's alone: the victim's own requests above were served at
    # once. Whether some of the flood is told "busy" depends on how fast this CPU clears the
    # line (quiet: none are); each answer is a result or "busy", never an error.
    assert answers and all(event == "complete" or "busy" in str(out)
                           for event, out, _ in answers), answers


def test_uploads_count_for_the_front_ends_entry_and_stay_the_uploaders(space):
    two_mb = b"#" * (2 * 2**20 - 100)
    codes = [post_upload(space, FLOODER, [(f"s{i}.py", two_mb)], forwarded=SPOOFED)[0]
             for i in range(3)]
    assert codes[:2] == [200, 200] and codes[2] == 429, codes
    status, paths = post_upload(space, FLOODER, [("a.py", b"ex_omega = 0.9544\n")],
                                forwarded=VICTIM)
    assert status == 200  # the victim's share is its own
    value = {"path": paths[0], "meta": {"_type": "gradio.FileData"}}
    event, out, _ = call_as(space, FLOODER, "answers_open", [value, "ex_omega", {}],
                            forwarded=SPOOFED)
    assert event == "error" and "No file arrived" in str(out), out
    event, out, _ = call_as(space, FLOODER, "answers_open", [value, "ex_omega", {}],
                            forwarded=VICTIM)  # still there for its owner
    assert event == "complete" and out[0]["ex_omega"]["a"] == "0.9544", out
    for url in ("http://127.0.0.1:9/x.py", "https://example.com/a.py"):
        bad = {"path": url, "url": url, "meta": {"_type": "gradio.FileData"}}
        # in the file slot, and hidden in another input: neither reaches Gradio's download
        for data in ([bad, "ex_omega", {}], [None, "ex_omega", {"ex_omega": bad}]):
            event, out, _ = call_as(space, FLOODER, "answers_open", data, forwarded=ATTACKER)
            assert event == "error" and "No file arrived" in str(out), out
    event, out, _ = call_as(space, FLOODER, "scores_step",
                            [{"path": "http://127.0.0.1:9/m", "meta": {"_type": "gradio.FileData"}},
                             "a b", 0, 1, 2, "rand", "context"], forwarded=ATTACKER)
    assert event == "error" and "Traceback" not in str(out), out


def test_training_and_timings_floods_from_one_client(space):
    big = ["two_heads", 2000, 0.05, 4, 0, True, "adam", True]
    threads = flood(space, "train_model", [big] * 4, forwarded=SPOOFED)
    threads += flood(space, "heads_timing", [[1024 - 16 * i] for i in range(4)],
                     forwarded=SPOOFED)
    time.sleep(1.5)
    small = ["previous", 10, 0.05, 1, 0, False, "adam", True]
    event, out, took = call_as(space, FLOODER, "train_model", small, forwarded=VICTIM)
    assert event == "complete" and "busy" not in out[0] and took < 10, (took, out)
    event, out, took = call_as(space, FLOODER, "heads_timing", [16], forwarded=VICTIM)
    assert event == "complete" and "n = 16" in out[0] and took < 3, (took, out)
