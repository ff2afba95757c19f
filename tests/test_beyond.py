"""Why attention, gradients and the training lab, against references; fused QKV."""

from __future__ import annotations

import gradio as gr
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.lessons import gradients, heads, training, why
from attnlab.modules import MultiHeadAttention, seeded
from attnlab.ui.training_tab import train_model

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
    assert gradients.multi_head_check(inp) < 1e-4


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


# --- training lab ------------------------------------------------------------------------------------


@pytest.mark.parametrize("task", training.TASKS)
def test_default_training_learns_the_pattern(task):
    inp = training.parse_input(task, 300, 0.01, 1, 0, True)
    snaps = list(training.train(inp, every=50))
    first, last = snaps[0], snaps[-1]
    assert first.pattern < 0.5 and last.done
    assert last.pattern > 0.9, last.pattern  # > 90 % of each query's attention on the right key
    assert last.accuracy > 0.9 and last.losses[-1] < last.losses[0]
    target = [training.target_key(task, i) for i in range(1, training.TOKENS)]
    heat = last.weights[last.best_head]
    assert [int(heat[i].argmax()) for i in range(1, training.TOKENS)] == target


def test_training_is_reproducible_and_leaves_the_global_rng_alone():
    torch.manual_seed(5)
    state = torch.get_rng_state()
    inp = training.parse_input("previous", 30, 0.01, 2, 3, False)
    a = [s.losses for s in training.train(inp, every=10)][-1]
    b = [s.losses for s in training.train(inp, every=10)][-1]
    assert a == b
    assert torch.equal(torch.get_rng_state(), state)


def test_a_diverging_run_stops_at_once_and_says_why(monkeypatch):
    # Force a non-finite loss at the third step: training must stop there and say so.
    real = training.F.cross_entropy
    calls = []

    def exploding(*args, **kwargs):
        calls.append(1)
        loss = real(*args, **kwargs)
        return loss * float("nan") if len(calls) == 3 else loss

    monkeypatch.setattr(training.F, "cross_entropy", exploding)
    inp = training.parse_input("previous", 200, 0.01, 1, 0, True)
    snaps = list(training.train(inp, every=50))
    assert snaps[-1].done and snaps[-1].step == 3 and len(calls) == 3
    from attnlab.ui.training_tab import _status

    assert i18n.t("training.diverged", "en") in _status(inp, snaps[0], snaps[-1], "en")


def test_status_verdicts():
    from attnlab.ui.training_tab import _status

    inp = training.default_input()
    weights = torch.zeros(1, training.TOKENS, training.TOKENS)
    before = training.Snapshot(0, [], 0.1, 0.2, 0, weights)
    learned = training.Snapshot(300, [2.0, 0.01], 1.0, 0.95, 0, weights, done=True)
    not_yet = training.Snapshot(300, [2.0, 1.5], 0.3, 0.4, 0, weights, done=True)
    running = training.Snapshot(50, [2.0], 0.3, 0.4, 0, weights)
    assert i18n.t("training.learned", "zh") in _status(inp, before, learned, "zh")
    assert i18n.t("training.not_yet", "en") in _status(inp, before, not_yet, "en")
    assert "50 / 300" in _status(inp, before, running, "en")
    assert i18n.t("training.learned", "en") not in _status(inp, before, running, "en")


@pytest.mark.parametrize("args", [("copy", 10, 0.01, 1, 0, True), ("previous", 0, 0.01, 1, 0, True),
                                  ("previous", 5000, 0.01, 1, 0, True), ("previous", 10, 5, 1, 0, True),
                                  ("previous", 10, 0.01, 5, 0, True)])
def test_training_limits(args):
    with pytest.raises(InputError):
        training.parse_input(*args)


def test_training_handler_streams_in_chinese_and_rejects_bad_input():
    request = gr.Request(headers={"accept-language": "zh-CN"})
    outputs = list(train_model("first", 100, 0.01, 2, 1, True, request=request))
    assert len(outputs) > 3
    status, loss_fig, maps_fig = outputs[-1]
    assert "第 100 / 100 步" in status
    assert len(maps_fig.data) == 3  # before + one map per head
    with pytest.raises(gr.Error):
        list(train_model("first", 100, 99, 2, 1, True, request=request))


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
    assert heads.step(heads.default_input(), "fused_qkv").text_args["diff"] == "0.0e+00"


def test_new_tab_strings_exist_in_both_languages():
    for lesson, prefix in ((why, "why"), (gradients, "gradients")):
        for step_id in lesson.STEPS:
            assert f"{prefix}.step.{step_id}" in i18n.STRINGS
            for key in lesson.step(lesson.default_input(), step_id).keys():
                assert key.startswith(f"{prefix}.text.{step_id}") and key in i18n.STRINGS
