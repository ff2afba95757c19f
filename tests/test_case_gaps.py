"""Wrong answers that used to pass because no case could tell them from the reference, graded
through the real sandbox, and the words their shapes get (English and Chinese).

- ex_stable_softmax: moving ``dim`` last and then moving the same index last again (instead of
  back) is the identity for three axes; a four-axis case normalised along axis 1 shows it.
- ex_split_merge: with one head and one sequence, ``x.unsqueeze(0)`` and ``x.unsqueeze(1)`` are the
  same tensor; a case with one head and two sequences tells them apart.
- An answer right on some inputs (its own branch for them) and exactly a classic slip on all the
  others is told that slip.
"""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading import shape_relation
from attnlab.grading.runner import Limits, Sandbox
from class_named import graded_and_named

pytestmark = pytest.mark.sandbox


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


MOVED_TWICE = """
import torch
def ex_stable_softmax(x, dim=-1):
    y = x.movedim(dim, -1)
    y = y - y.amax(-1, keepdim=True)
    p = y.exp() / y.exp().sum(-1, keepdim=True)
    return p.movedim(dim, -1)
"""

ONE_HEAD_AT_THE_FRONT = """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    if num_heads == 1:
        heads = x.unsqueeze(0)
    else:
        heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return heads, context.transpose(1, 2).contiguous().view(b, n, -1)
"""


def test_a_dim_moved_last_twice_is_caught_and_told_as_many_axes_moved(sandbox):
    outcome, en, zh = graded_and_named(sandbox, (
        "ex_stable_softmax", MOVED_TWICE, ("feedback", "feedback.shape.permuted_many"),
        (".movedim(-1, dim)", ".movedim(-1, dim)")))
    assert outcome.args["count"] == "3", outcome.args
    assert "two axes are in each other's place" not in en


def test_one_head_put_in_front_of_the_batch_is_caught_and_told_as_a_misplaced_new_axis(sandbox):
    outcome, en, zh = graded_and_named(sandbox, (
        "ex_split_merge", ONE_HEAD_AT_THE_FRONT, ("feedback", "feedback.shape.wrong_axis_unsqueeze"),
        ("give it position 1", "应放在第 1 维")))
    assert "view or reshape" not in en  # the code views nothing in that branch


@pytest.mark.parametrize("got, want, inserted", [
    ((1, 2, 5, 4), (2, 1, 5, 4), "1"),   # the size-1 axis in front instead of at axis 1
    ((2, 5, 1, 4), (2, 5, 4, 1), "1"),
    ((2, 2, 5), (4, 1, 5), ""),          # a factor moved between axes, no size-1 axis swapped in
])
def test_a_size_one_axis_swapped_with_its_neighbour_is_marked_inserted(got, want, inserted):
    key, args = shape_relation.relation(got, want)
    assert key == "feedback.shape.wrong_axis" and args["inserted"] == inserted, (key, args)


@pytest.mark.parametrize("got, want, key", [
    ((2, 4, 3), (2, 3, 4), "feedback.shape.permuted"),        # two axes swapped
    ((4, 2, 3), (2, 3, 4), "feedback.shape.permuted_many"),   # all three moved round
])
def test_a_swap_and_a_rotation_get_different_words(got, want, key):
    assert shape_relation.relation(got, want)[0] == key


def test_a_classic_slip_on_only_the_inputs_a_branch_handles_is_named(sandbox):
    # right for 2-D scores; batched scores take another branch that multiplies by the 0/1 mask
    graded_and_named(sandbox, ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    if scores.ndim == 2:
        hide = torch.ones(n, n).triu(1).bool()
        return scores.masked_fill(hide, -torch.inf).softmax(-1)
    keep = torch.tril(torch.ones(n, n))
    return (scores * keep).softmax(-1)
""", ("feedback", "mistake.mask_multiplied"), ("exp(0) = 1", "exp(0) = 1")))


def test_a_slip_that_one_change_gives_on_every_input_is_not_told_as_a_partial_classic(sandbox):
    # a fill of -100 acts as a fill of 0 on the inputs where it fails (scores far below -100), but
    # the fill itself is the change that gives every case
    graded_and_named(sandbox, ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return torch.softmax(scores.masked_fill(future, -100.0), dim=-1)
""", ("feedback", "rewrite.weak_fill"), ("-100", "-100")))
