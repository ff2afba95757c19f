"""Why attention and gradients against references; fused QKV. (The training lab: test_training.py.)"""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.lessons import gradients, heads, why
from attnlab.modules import MultiHeadAttention, seeded
from float_bounds import assert_rounding_only, matmul_bound

# --- why attention ---------------------------------------------------------------------------------


def test_bank_has_one_embedding_but_two_contexts():
    inp = why.default_input()
    same = why.step(inp, "same_word").text_args
    assert same["za"] == same["zb"]
    for step_id in ("mean", "hand_weights", "dot_weights"):
        args = why.step(inp, step_id).text_args
        assert args["za"] != args["zb"], step_id
        za, zb = (torch.tensor([float(v) for v in args[k].strip("[]").split(",")]) for k in ("za", "zb"))
        assert za[0] > za[1] and zb[1] > zb[0], step_id  # by the river: nature; by the loan: money


def test_dot_weights_are_softmax_of_dot_products():
    inp = why.default_input()
    wa = why.step(inp, "dot_weights").panels[0].values
    x = why.embed(inp.a)
    torch.testing.assert_close(wa, torch.softmax(x @ x.T, -1))
    torch.testing.assert_close(wa.sum(-1), torch.ones(len(inp.a)))


def test_projections_break_the_symmetry():
    plain, projected = (p.values for p in why.step(why.default_input(), "projections").panels)
    assert torch.equal(plain, plain.T)
    assert not torch.allclose(projected, projected.T)


@pytest.mark.parametrize("a,key", [("the river", "error.needs_word"), ("the bank xyz", "error.unknown_word"),
                                   ("", "error.vector_empty"), (" ".join(["bank"] * 13), "error.too_many_rows")])
def test_why_bad_sentences(a, key):
    with pytest.raises(InputError) as err:
        why.parse_input(a, why.SENTENCE_B, 1)
    assert err.value.key == key


# --- gradients --------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 9), st.integers(1, 8), st.integers(0, 10_000), st.booleans())
def test_manual_backward_matches_autograd(n, d, seed, causal):
    inp = gradients.GradInput(n, d, seed, causal)
    manual, auto = gradients.manual(inp), gradients.autograd(inp)
    for name in ("dW_o", "dZ", "dP", "dV", "dS", "dQ", "dK", "dW_q", "dW_k", "dW_v", "dX"):
        torch.testing.assert_close(manual[name], auto[name], rtol=1e-4, atol=1e-5, msg=name)
    assert gradients.multi_head_grads(inp)[0] < 1e-4  # batched multi-head vs autograd


def test_every_gradient_step_reports_a_tiny_difference():
    for step_id in gradients.STEPS:
        step = gradients.step(gradients.default_input(), step_id)
        assert float(step.text_args["diff"]) < 1e-5, step_id


def test_softmax_jacobian_panel_is_the_jacobian_of_softmax():
    step = gradients.step(gradients.default_input(), "d_scores")
    jac = step.panels[0].values
    p = gradients.manual(gradients.default_input())["P"][1]
    ref = torch.autograd.functional.jacobian(lambda s: torch.softmax(s, -1),
                                             torch.log(p.clamp_min(1e-30)))
    torch.testing.assert_close(jac[:2, :2], ref[:2, :2], atol=1e-5, rtol=1e-4)


# --- fused QKV ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("d_in,d_out,h,bias", [(3, 2, 2, False), (8, 12, 3, True)])
def test_fused_qkv_equals_three_linears(d_in, d_out, h, bias):
    mha = seeded(MultiHeadAttention, 1, d_in, d_out, 5, 0.0, h, bias)
    x = torch.rand(2, 5, d_in)
    with torch.no_grad():
        q, k, v = heads.fuse_qkv(mha)(x).chunk(3, dim=-1)
        torch.testing.assert_close(q, mha.W_query(x))
        torch.testing.assert_close(k, mha.W_key(x))
        torch.testing.assert_close(v, mha.W_value(x))
    inp = heads.default_input()  # the step's sentence: one GEMM vs three round alike, up to ulps
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    w = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight]).detach()
    assert_rounding_only(heads.step(inp, "fused_qkv").text_args["diff"],
                         matmul_bound(heads.batch_for(inp), w.T))


def test_new_tab_strings_exist_in_both_languages():
    for lesson, prefix in ((why, "why"), (gradients, "gradients")):
        for step_id in lesson.STEPS:
            assert f"{prefix}.step.{step_id}" in i18n.STRINGS
            for key in lesson.step(lesson.default_input(), step_id).keys():
                assert key.startswith(f"{prefix}.text.{step_id}") and key in i18n.STRINGS
