"""Short answers rounded too early are told where the rounding happened (issue 29, class: rounding)."""

import pytest

from exercises.ex_omega import check as omega


PRODUCTS = [0.55 * 0.43, 0.87 * 0.15, 0.66 * 0.89]  # the book's x^(2) . x^(1), term by term


# Rounded to 3 decimals these terms add up to the exact 0.9544 (within the answer's tolerance):
# nothing to name there, so only 1 and 2 decimals are cases.
@pytest.mark.parametrize("k", [1, 2])
def test_each_product_rounded_is_named(k):
    got = sum(round(p, k) for p in PRODUCTS)
    assert abs(got - sum(PRODUCTS)) > 6e-4  # a wrong answer, not the exact value
    key, args = omega.check({}, {"value": got})
    assert key == "rewrite.rounded_terms"
    assert args["k"] == str(k)


def test_exact_value_passes_and_other_slips_keep_their_names():
    assert omega.check({}, {"value": 0.9544})[0] == ""
    assert omega.check({}, {"value": 0.55 * 0.55 + 0.87 * 0.87 + 0.66 * 0.66})[0] != "rewrite.rounded_terms"


def test_texts_exist_in_both_languages():
    from attnlab.texts.error_model import en, zh
    for key in ("rewrite.rounded_terms", "rewrite.rounded_step"):
        assert en.STRINGS[key].count("{") == zh.STRINGS[key].count("{")


def test_weighted_sum_over_the_features_is_named():
    import torch

    from attnlab import examples
    from exercises.ex_context import check as context

    x = examples.inputs()
    alpha = torch.softmax(x @ x[1], dim=0)
    per_token = (alpha[:, None] * x).sum(dim=1)  # one number per token: the wrong axis
    assert context.check({}, {"value": per_token[:3].tolist()})[0] == "rewrite.sum_other_axis_first"
    assert context.check({}, {"value": per_token[-3:].tolist()})[0] == "rewrite.sum_other_axis_last"
    assert context.check({}, {"value": (alpha @ x).tolist()})[0] == ""


def test_scores_rounded_before_the_softmax_are_named():
    import math

    import torch

    from attnlab import examples
    from exercises.ex_softmax_weight import check as weight

    x = examples.inputs()
    scores = [round(float(s), 2) for s in x @ x[1]]
    got = math.exp(scores[1]) / sum(math.exp(s) for s in scores)
    assert abs(got - float(torch.softmax(x @ x[1], -1)[1])) > 6e-4  # wrong at 4 decimals
    key, args = weight.check({}, {"value": round(got, 4)})
    assert key == "rewrite.rounded_step" and args["k"] == "2"
