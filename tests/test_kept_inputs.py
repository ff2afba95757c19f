"""The server keeps each session's lesson inputs so a step move sends only the step (ui/steps.py).
A client chooses both the number of sessions and each edit's size (up to 8 MiB a request): the
store is bounded in bytes, in all and per client, and one client cannot push out another's."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.ui.kept_inputs import KeptInputs, approx_bytes

SMALL = ({"headers": ["d1", "d2", "d3"], "data": [[0.43, 0.15, 0.89]] * 6}, "Your journey", 123, 2)
BIG = ({"headers": ["d"] * 512, "data": [[0.5] * 512] * 64}, "x " * 60, 1, 512)  # the UI's limits


def test_a_client_inventing_sessions_pushes_out_only_its_own():
    kept = KeptInputs(total_bytes=8 * 2**20, per_client_bytes=2 * 2**20)
    kept.put(("learner", "scores"), SMALL, "10.0.0.1")
    for i in range(60):
        kept.put((f"invented-{i}", "scores"), BIG, "10.0.0.66")
    assert kept.peek(("learner", "scores")) == SMALL
    assert kept.bytes_of("10.0.0.66") <= 2 * 2**20 and kept.bytes_of() <= 8 * 2**20
    assert kept.peek(("invented-59", "scores")) == BIG  # the newest of its own stays


def test_many_clients_stay_within_the_total_oldest_out_first():
    kept = KeptInputs(total_bytes=4 * 2**20, per_client_bytes=2 * 2**20)
    for i in range(40):
        kept.put((f"s{i}", "heads"), BIG, f"10.0.1.{i}")
    assert kept.bytes_of() <= 4 * 2**20
    assert kept.peek(("s39", "heads")) == BIG and kept.peek(("s0", "heads")) is None


def test_an_entry_larger_than_a_share_is_not_kept_and_replaces_nothing_stale():
    kept = KeptInputs(total_bytes=2**20, per_client_bytes=2**16)
    kept.put(("a", "why"), SMALL, "10.0.0.1")
    kept.put(("a", "why"), BIG, "10.0.0.1")  # the page's newest inputs: too big to keep
    assert kept.peek(("a", "why")) is None  # never the older inputs in its place
    assert kept.bytes_of() == 0 and len(kept) == 0


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 5), st.integers(0, 3),
                          st.integers(0, 300)), max_size=120))
def test_the_bounds_hold_for_any_sequence_of_edits(edits):
    kept = KeptInputs(total_bytes=40_000, per_client_bytes=15_000)
    for session, lesson, client, width in edits:
        kept.put((session, lesson), ([0.5] * width, "t" * width), f"c{client}")
        assert kept.bytes_of() <= 40_000
        assert all(kept.bytes_of(f"c{c}") <= 15_000 for c in range(4))
    assert kept.bytes_of() == sum(kept.bytes_of(f"c{c}") for c in range(4))


def test_the_size_estimate_grows_with_the_payload_and_stops_at_its_limit():
    from attnlab.ui.gradio_private import PlotData

    figure = PlotData(type="plotly", plot="x" * 300_000)  # a served figure: its JSON inside
    assert approx_bytes((figure,), 2**30) > 300_000
    small, big = approx_bytes(SMALL, 2**30), approx_bytes(BIG, 2**30)
    assert small < 4096 < len(json.dumps(BIG)) <= big
    assert approx_bytes(BIG, 10_000) <= 10_000 + 8 * 512 + 56  # stops soon after the limit
