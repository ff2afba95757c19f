"""The Softmax lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab.lessons import softmax
from attnlab.lessons.questions import Question, yes_no
from attnlab.lessons.steps import fmt, fmt_apart, fmt_exact, fmt_sci



def _softmax_temperature(inp: softmax.SoftmaxInput) -> Question:
    big = softmax.TEMPERATURE_SCALES[-1]
    now = float(torch.softmax(inp.scores * inp.scale, -1).max())
    hot = float(torch.softmax(inp.scores * big, -1).max())
    # Judged on the stored float32 weights, not on their 4-decimal prints (0.99995458 -> 1.0 is
    # larger) nor within a tolerance (0.99999976 -> 1.0 is a change float32 stored, 4 units in the
    # last place), and printed with as many decimals as it takes to show the verdict. The same
    # stored number: say why (all scores equal, the same c, or a change too small to store).
    same = now == hot
    mine, shown_hot = fmt_apart(now, hot)
    if same:
        n_top = int((inp.scores == inp.scores.max()).sum())
        why = ("predict.softmax.temperature_why_same_uniform" if n_top == inp.scores.numel()
               else "predict.softmax.temperature_why_same_c" if inp.scale == big
               else "predict.softmax.temperature_why_same_float")
        mine = shown_hot = fmt(now)
    args = {"scale": fmt(inp.scale, 2), "big": fmt(big, 0), "mine": mine, "hot": shown_hot,
            "diff": fmt_sci(abs(hot - now))}
    if same:
        return yes_no("predict.softmax.temperature", args, False, why)
    return yes_no("predict.softmax.temperature", args, hot > now,
                  "predict.softmax.temperature_why" if hot > now
                  else "predict.softmax.temperature_why_smaller")


def _softmax_overflow(inp: softmax.SoftmaxInput) -> Question:
    s = inp.scores * inp.multiplier
    bad, _ = softmax.overflow_facts(s)
    verdict = softmax.naive_verdict(s)  # measured against the stable softmax, not predicted
    facts = softmax.lossy_facts(s)
    fine = "predict.softmax.fine_why_low" if facts["low"] else "predict.softmax.fine_why"
    why = {"ok": fine, "under": "predict.softmax.underflow_why",
           "over": "predict.softmax.overflow_why", "sum": "predict.softmax.sum_overflow_why",
           "lossy": "predict.softmax.lossy_why"}[verdict]
    return yes_no("predict.softmax.overflow", {"m": fmt_exact(inp.multiplier),
                                               "max": softmax.score_text(float(s.max())),
                                               "sum": f"{float(torch.exp(s).sum()):.3g}",
                                               "bad": bad, "n": s.numel(),
                                               **facts},
                  verdict != "ok", why)


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"overflow": _softmax_overflow, "temperature": _softmax_temperature}
