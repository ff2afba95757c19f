"""Classes from held-out corpus fresh14 (issue 29), each shown on slips written differently from
the corpus's: a factor that is a size's square root named as a scaling; an error text quoted in
Chinese feedback with no English prose of the grader's inside it; (more classes below)."""

from __future__ import annotations

import textwrap

import pytest

from attnlab.grading.model import Outcome
from attnlab.grading.report import feedback_text
from tests.test_error_model_concepts import _grade, _texts


# 1. a constant factor that is 1/√d, √d, 1/d or d of a size of the input is a scaling, named

SCALED = [
    # the product scaled by the feature size itself (d, not √d), einsum style
    ("feedback.prop.scale_size_extra", "1/4", """
        import torch
        def ex_fix_second_head(a):
            d = a.size(-1)
            return torch.einsum('hqd,hkd->hqk', a[0], a[0]) / d
        """),
    # multiplied by the rsqrt of the size before the product (pen and paper: q/√d · k)
    ("feedback.prop.scale_size_extra", "1/√4", """
        import torch
        def ex_fix_second_head(a):
            q = a[0] * torch.rsqrt(torch.tensor(float(a.shape[3])))
            return q @ a[0].transpose(-2, -1)
        """),
]


@pytest.mark.parametrize("key,form,source", SCALED)
def test_a_factor_that_is_a_size_of_the_input_is_named_as_a_scaling(key, form, source):
    got, args = _grade("ex_fix_second_head", source)
    assert got == key, (got, args)
    texts = _texts(got, args)
    assert form in texts["en"] and form in texts["zh"], texts


def test_a_factor_no_size_explains_stays_a_constant():
    got, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            return 3.0 * (a[0] @ a[0].transpose(-2, -1))
        """)
    assert got == "feedback.prop.scaled", (got, args)


# 2. a module the grader lacks: the error stays Python's, the explanation is in the learner's language

@pytest.mark.parametrize("key,arg", [
    ("feedback.not_defined_line", "error"), ("feedback.raised", "error"),
    ("feedback.raised_after_line", "cause")])
def test_a_missing_modules_error_is_explained_in_the_learners_language(key, arg):
    error = "ModuleNotFoundError: No module named 'sklearn' (answers.py, line 3)"
    args = {"line": 7, "error": "NameError: name 'x' is not defined", "name": "x", "def_line": 9, arg: error}
    zh = feedback_text(Outcome("failed", 0.0, 1.0, key, args), "zh")
    en = feedback_text(Outcome("failed", 0.0, 1.0, key, args), "en")
    assert "sklearn" in zh and "评分器没有这个模块" in zh and "grader" not in zh, zh
    assert "the grader does not have this module" in en, en


def test_the_missing_module_stand_in_raises_pythons_message_alone():
    from attnlab.grading.worker import _MissingModule
    with pytest.raises(ModuleNotFoundError) as e:
        _MissingModule("scipy", "answers.py, line 2").cosine(1, 2)
    assert str(e.value) == "No module named 'scipy' (answers.py, line 2)" and e.value.name == "scipy"
