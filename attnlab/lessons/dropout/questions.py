"""The Dropout lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import dataclasses

import torch

from attnlab import attention
from attnlab.lessons import dropout
from attnlab.lessons.questions import Question, yes_no
from attnlab.lessons.dropout import p_text
from attnlab.lessons.steps import fmt_distinct, fmt_one


def _dropout_value(inp: dropout.DropoutInput) -> Question:
    p = inp.p
    out, keep = attention.dropout(torch.ones(6, 6), p, torch.Generator().manual_seed(inp.seed))
    kept = out[keep]
    value = float(kept[0]) if kept.numel() else dropout.survivor_factor(p)  # none survived
    # Each choice as float32 stores it (1/(1 − p) as dropout computes it), judged by equality with
    # the stored survivor, never a tolerance: at p = 0, "1", "1 − p" and "1 / (1 − p)" are all 1
    # and all right; at p = 3e-08 the survivor is 1.0000001, so "1" is not, and every choice that
    # is not equal prints apart from it.
    options = {"1": 1.0, "1 − p": float(torch.tensor(1.0 - p)),
               "1 / (1 − p)": dropout.survivor_factor(p), "p": float(torch.tensor(p))}
    answer = min(options, key=lambda k: abs(options[k] - value))
    shown = fmt_distinct([*options.values(), value])
    choices = tuple((f"{name} = {text}", name) for name, text in zip(options, shown))
    return Question("predict.dropout.value", {"p": p_text(p), "value": shown[-1]}, choices, answer,
                    "predict.dropout.value_why" if p > 0 else "predict.dropout.value_why_p0",
                    tuple(options.values()), value, 0.0)


def _dropout_eval(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    evaluated, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed), training=False)
    same = bool(torch.equal(evaluated, w))
    return yes_no("predict.dropout.eval", {"p": p_text(inp.p)}, same, "predict.dropout.eval_why")


def _dropout_sums(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    out, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed))
    total, before = float(out.sum(-1)[inp.row]), float(w.sum(-1)[inp.row])
    # Judged on the stored float32 sum, the one the figure shows: 1 when it equals 1, printed apart
    # from 1 when it does not (1.00000107 is 1.000001 beside a "no", never 1.0000).
    one = total == 1.0
    # The reason is this draw's: a row dropout left exactly as it was (nothing of it dropped and
    # 1/(1 − p) exactly 1, as always at p = 0) sums to what the softmax gave it, not by luck.
    unchanged = bool(torch.equal(out[inp.row], w[inp.row]))
    why = ("predict.dropout.sums_why_unchanged" if unchanged
           else "predict.dropout.sums_why_one" if one else "predict.dropout.sums_why_not")
    q = yes_no("predict.dropout.sums", {"r": inp.row + 1, "query": inp.labels[inp.row],
                                        "sum": fmt_one(total), "p": p_text(inp.p),
                                        "before": fmt_one(before)}, one, why)
    # A row that did not sum to exactly 1 before dropout either (the softmax's own rounding)
    return dataclasses.replace(q, more=("predict.dropout.sums_before",)) \
        if before != 1.0 and not unchanged else q


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"weights": _dropout_value, "train_eval": _dropout_eval, "row_sums": _dropout_sums}
