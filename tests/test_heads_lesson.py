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
