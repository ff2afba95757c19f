"""A number asked, several given (the products of a dot product never summed, a whole row): the
answer is told how many values it holds and what one number is asked, in both languages; anything
else that is not a number keeps the type's text."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from attnlab.grading import checks
from attnlab.grading.model import AnswerProblem, Outcome
from attnlab.grading.report import feedback_text


@pytest.mark.parametrize("answer,k", [([0.2365, 0.1305, 0.5874], "3"), ((1.0, 2.0), "2"),
                                      (torch.rand(2, 3), "6"), (np.arange(4.0), "4")])
def test_several_numbers_are_told_as_pieces(answer, k):
    with pytest.raises(AnswerProblem) as raised:
        checks.number_out(answer)
    problem = raised.value
    assert problem.key == "feedback.not_number_many" and problem.args_["k"] == k
    outcome = Outcome("failed", 0.0, 1.0, problem.key, problem.args_)
    assert "sum" in feedback_text(outcome, "en") and "加起来" in feedback_text(outcome, "zh")


@pytest.mark.parametrize("answer", ["0.95", [0.5, "x"], {"a": 1.0}, [0.5]])
def test_other_non_numbers_keep_the_types_text(answer):
    with pytest.raises(AnswerProblem) as raised:
        checks.number_out(answer)
    assert raised.value.key == "feedback.not_number"


def test_one_number_in_a_tensor_or_array_is_a_number():
    assert checks.number_out(torch.tensor([0.9544])) == {"value": pytest.approx(0.9544, abs=1e-6)}
    assert checks.number_out(np.array([0.5])) == {"value": 0.5}
