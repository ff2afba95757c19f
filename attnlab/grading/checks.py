"""Helpers shared by the exercises: calling an answer safely (child side) and comparing tensors
with learner-friendly feedback (parent side)."""

from __future__ import annotations

import math
from typing import Any

import torch

from attnlab.grading import codec
from attnlab.grading.model import AnswerProblem

ATOL = 1e-4


# --- child side --------------------------------------------------------------------------------------


def callable_answer(answer: Any) -> Any:
    if not callable(answer):
        raise AnswerProblem("feedback.not_callable", got=type(answer).__name__)
    return answer


def call(fn, *args):
    """Run the learner's function; any exception becomes feedback naming it."""
    try:
        return fn(*args)
    except Exception as e:  # the learner's bug, reported in words
        raise AnswerProblem("feedback.raised", error=f"{type(e).__name__}: {e}"[:300]) from None


def tensor_out(value: Any, what: str = "result") -> dict:
    if not isinstance(value, torch.Tensor):
        raise AnswerProblem("feedback.not_tensor", what=what, got=type(value).__name__)
    try:
        return codec.encode_tensor(value)
    except TypeError as e:
        raise AnswerProblem("feedback.bad_tensor", what=what, why=str(e)) from None


def number_out(answer: Any) -> dict:
    if isinstance(answer, bool) or not isinstance(answer, (int, float)):
        raise AnswerProblem("feedback.not_number", got=type(answer).__name__)
    return {"value": float(answer) if math.isfinite(answer) else str(float(answer))}


def sequence_out(answer: Any) -> dict:
    if isinstance(answer, torch.Tensor) and type(answer) is torch.Tensor:
        answer = answer.tolist()
    if not isinstance(answer, (list, tuple)) or not all(
        isinstance(v, (int, float)) and not isinstance(v, bool) for v in answer
    ):
        raise AnswerProblem("feedback.not_sequence", got=type(answer).__name__)
    return {"value": [float(v) if math.isfinite(v) else str(float(v)) for v in answer]}


# --- parent side -------------------------------------------------------------------------------------


def shape_text(shape) -> str:
    return "(" + ", ".join(str(s) for s in shape) + (",)" if len(shape) == 1 else ")")


def compare(got: torch.Tensor, want: torch.Tensor, what: str, atol: float = ATOL):
    """("", {}) when equal within atol; else the first problem as (feedback key, args)."""
    if tuple(got.shape) != tuple(want.shape):
        return "feedback.wrong_shape", {"what": what, "want": shape_text(want.shape),
                                        "got": shape_text(got.shape)}
    if not torch.isfinite(got).all() and torch.isfinite(want).all():
        return "feedback.not_finite", {"what": what}
    diff = (got - want).abs().nan_to_num(nan=math.inf)
    worst = float(diff.max()) if diff.numel() else 0.0
    if worst > atol:
        index = tuple(int(i) for i in torch.nonzero(diff == diff.max())[0].tolist())
        return "feedback.wrong_values", {"what": what, "where": shape_text(index),
                                         "got": f"{float(got[index]):.4f}",
                                         "want": f"{float(want[index]):.4f}"}
    return "", {}


def value(result: dict) -> float:
    return codec.decode_number(codec.expect(result, "value", (int, float, str)))


def values(result: dict) -> list[float]:
    return [codec.decode_number(v) for v in codec.expect(result, "value", list)]


def check_number(got: float, want: float, tolerance: float):
    if not math.isfinite(got) or abs(got - want) > tolerance:
        return "feedback.wrong_number", {"got": f"{got:.4f}" if math.isfinite(got) else str(got),
                                         "digits": 4}
    return "", {}
