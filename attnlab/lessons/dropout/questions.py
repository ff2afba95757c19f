"""The Dropout lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab import attention
from attnlab.lessons import dropout
from attnlab.lessons.questions import Question, f32_tol, yes_no
from attnlab.lessons.dropout import p_text
from attnlab.lessons.steps import fmt_distinct, fmt_near, same_f32


def _dropout_value(inp: dropout.DropoutInput) -> Question:
    p = inp.p
    out, keep = attention.dropout(torch.ones(6, 6), p, torch.Generator().manual_seed(inp.seed))
    kept = out[keep]
    value = float(kept[0]) if kept.numel() else 1.0 / (1.0 - p)
    options = {"1": 1.0, "1 − p": 1.0 - p, "1 / (1 − p)": 1.0 / (1.0 - p), "p": p}
    answer = min(options, key=lambda k: abs(options[k] - value))
    # Judged by value to float32's rounding: at p = 0, "1", "1 − p" and "1 / (1 − p)" are all 1 and
    # all right; at p = 4e-05 only 1.00004 is, and the choices print enough decimals to show it.
    shown = fmt_distinct([*options.values(), value])
    choices = tuple((f"{name} = {text}", name) for name, text in zip(options, shown))
    return Question("predict.dropout.value", {"p": p_text(p), "value": shown[-1]}, choices, answer,
                    "predict.dropout.value_why" if p > 0 else "predict.dropout.value_why_p0",
                    tuple(options.values()), value, f32_tol([*options.values(), value], 2))


def _dropout_eval(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    evaluated, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed), training=False)
    same = bool(torch.equal(evaluated, w))
    return yes_no("predict.dropout.eval", {"p": p_text(inp.p)}, same, "predict.dropout.eval_why")


def _dropout_sums(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    out, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed))
    total, n = float(out[inp.row].sum()), w.shape[-1]
    # Judged on the float32 sum (1 to float32's rounding of n terms), printed with the decimals it
    # takes to show that it is not 1 when it is not (1.00004 is no 1.0000 beside a "no").
    return yes_no("predict.dropout.sums", {"r": inp.row + 1, "query": inp.labels[inp.row],
                                           "sum": fmt_near(total, 1.0, n), "p": p_text(inp.p)},
                  same_f32(total, 1.0, n), "predict.dropout.sums_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"weights": _dropout_value, "train_eval": _dropout_eval, "row_sums": _dropout_sums}
