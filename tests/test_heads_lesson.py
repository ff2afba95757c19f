"""The Heads tab's timing measurement, shared between learners (attnlab.lessons.heads.tab)."""

from __future__ import annotations


def test_timings_are_measured_once_per_size_for_a_while(monkeypatch):
    """heads_timing at n = 1024 costs seconds of CPU: a repeat within TIMING_REUSE_S (from anyone)
    reuses the measurement, a new size or an old measurement is measured afresh."""
    import torch

    from attnlab.lessons.heads import tab

    calls = []
    monkeypatch.setattr(tab.lesson, "time_variants",
                        lambda b, n, d, h, device, progress=None: calls.append(n) or
                        {"wrapper": 2.0, "efficient": 1.0, "sdpa": 0.5})
    monkeypatch.setattr(tab, "_timings", {})
    cpu = torch.device("cpu")
    assert tab.measured(64, cpu, None) == tab.measured(64, cpu, None)
    tab.measured(128, cpu, None)
    assert calls == [64, 128]
    now = tab.time.monotonic()
    monkeypatch.setattr(tab.time, "monotonic", lambda: now + tab.TIMING_REUSE_S + 1)
    tab.measured(64, cpu, None)
    assert calls == [64, 128, 64]


def test_a_speed_verdict_needs_runs_that_do_not_overlap():
    """Issue 30, fourth examiner: three medians on a shared machine called SDPA 3.18× faster at
    n = 16 and 2× slower at n = 64. With the runs kept, a variant is faster or slower only when the
    middle halves of the runs do not overlap; a noisy spell inside them reads as the same."""
    from attnlab.lessons import heads

    steady = [10.0, 10.2, 10.1, 9.9, 10.0]
    noisy = [3.0, 10.5, 31.0, 9.8, 3.2]  # median 9.8 would be "2 % faster"; its runs overlap
    runs = {"wrapper": steady, "efficient": [5.0, 5.1, 4.9, 5.2, 5.0], "sdpa": noisy}
    ms = heads.Timings({k: heads._quantile(v, 0.5) for k, v in runs.items()}, runs)
    (eff, args), (sdpa, _) = heads.timing_sentences(ms)
    assert eff == "heads.timing_efficient_faster"
    assert sdpa == "heads.timing_sdpa_same"  # the medians alone would say slower (9.8 vs 5.0)
    for shift, want in ((0.5, "heads.timing_sdpa_faster"), (2.0, "heads.timing_sdpa_slower")):
        runs["sdpa"] = [v * shift for v in runs["efficient"]]
        ms = heads.Timings({k: heads._quantile(v, 0.5) for k, v in runs.items()}, runs)
        assert heads.timing_sentences(ms)[1][0] == want


def test_time_variants_takes_turns_and_keeps_every_run():
    import torch

    from attnlab.lessons import heads

    ms = heads.time_variants(1, 8, 24, 4, torch.device("cpu"), repeats=4)
    assert set(ms) == set(ms.runs) == {"wrapper", "efficient", "sdpa"}
    counts = {len(r) for r in ms.runs.values()}
    assert len(counts) == 1 and 4 <= counts.pop() <= heads.MAX_REPEATS  # one run each per round
    for name, r in ms.runs.items():
        assert min(r) <= ms[name] <= max(r)
