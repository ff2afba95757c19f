"""Sentences of the Heads, Gradients, Real heads (GPT-2), Training and Dropout lessons, checked
against the tensors they describe, for edited inputs (n = 1, one head, d_out = 1, few draws...).

A learner believes every sentence: "each head attends differently" beside heads that all give
the one key weight 1, "the weights get flatter (1.0000 with √d_h, 1.0000 with √d_out)", or a
timing printed as "0.1 ms" and "0.1 ms" beside "1.17× faster" are false on the inputs shown.
"""

from __future__ import annotations

import math

import itertools

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n
from attnlab.lessons.questions import TOLERANCE
from attnlab.ui.common import step_text


def rendered(step, lang: str = "en") -> str:
    return step_text(step, lang)


# --- Heads ------------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2), st.integers(1, 7), st.integers(1, 4), st.integers(1, 4), st.integers(1, 3),
       st.integers(0, 1000))
def test_heads_per_head_says_the_heads_differ_only_when_they_do(b, n, d_in, h, hd, seed):
    from attnlab.lessons import heads

    inp = heads.parse_input(b, n, d_in, h * hd, h, seed)
    step = heads.step(inp, "per_head")
    w = heads.head_weights(inp)  # (b, h, n, n)
    if h == 1:
        assert step.text == "heads.text.per_head_one"
        return
    pairs = [float((w[:, i] - w[:, j]).abs().max()) for i, j in itertools.combinations(range(h), 2)]
    close = {f"{i + 1} & {j + 1}" for i, j in itertools.combinations(range(h), 2)
             if float((w[:, i] - w[:, j]).abs().max()) <= TOLERANCE}
    if step.text == "heads.text.per_head":  # "Each head attends differently"
        assert min(pairs) > TOLERANCE
    elif step.text == "heads.text.per_head_alike":  # b=1 n=2 h=3 hd=1 seed=339: heads 3e-5 apart
        assert n > 1 and set(step.text_args["alike"].split(", ")) == close
    else:
        assert step.text == "heads.text.per_head_one_token" and n == 1
        assert max(pairs) == 0.0 and bool((w == 1).all())
    for lang in i18n.LANGS:
        assert "{" not in rendered(step, lang)


@pytest.mark.parametrize("n,h,d_out", [(1, 2, 2), (1, 16, 16), (1, 4, 8)])
def test_heads_one_token_is_not_said_to_attend_differently(n, h, d_out):
    from attnlab.lessons import heads

    step = heads.step(heads.parse_input(1, n, 3, d_out, h, 1), "per_head")
    assert step.text == "heads.text.per_head_one_token"
    assert "attends differently" not in rendered(step)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2), st.integers(1, 8), st.integers(1, 4), st.integers(2, 4), st.integers(1, 4),
       st.integers(0, 1000))
def test_heads_head_scale_says_flatter_only_when_the_numbers_shown_are(b, n, d_in, h, hd, seed):
    from attnlab.lessons import heads

    inp = heads.parse_input(b, n, d_in, h * hd, h, seed)
    step = heads.step(inp, "head_scale")
    f = heads.scale_facts(inp)
    a = step.text_args
    assert f["peak_wrong"] <= f["peak_right"] + 1e-6  # a larger divisor never sharpens a row
    if step.text == "heads.text.head_scale":  # "the weights get flatter (x with √d_h, y with √d_out)"
        assert float(a["peak_wrong"]) < float(a["peak_right"])
    else:
        assert step.text == "heads.text.head_scale_flat" and a["peak_wrong"] == a["peak_right"]


def test_heads_head_scale_with_one_token_is_not_called_flatter():
    from attnlab.lessons import heads

    step = heads.step(heads.parse_input(1, 1, 3, 4, 2, 1), "head_scale")
    assert step.text == "heads.text.head_scale_flat"
    assert step.text_args["peak_right"] == step.text_args["peak_wrong"] == "1.0000"
    for lang in i18n.LANGS:
        assert "flatter (" not in rendered(step, lang) and "权重因此更平坦" not in rendered(step, lang)


def test_heads_counts_agree_with_their_nouns_at_one():
    from attnlab.lessons import heads, questions

    inp = heads.parse_input(1, 3, 2, 1, 1, 0)
    text = " ".join(rendered(heads.step(inp, s)) for s in heads.STEPS)
    assert "1 features" not in text and "= 1 feature per token" in text
    weights_q = questions.question("heads", inp, "per_head")
    assert "1 heads" not in i18n.t(weights_q.prompt, "en", **weights_q.args)
    wide = questions.question("heads", heads.parse_input(1, 3, 2, 16, 1, 0), "wrapper_vs_mha")
    assert "1 full heads" not in i18n.t(wide.why, "en", **wide.args)
    assert "1 full head " in i18n.t(wide.why, "en", **wide.args)


def test_heads_view_hint_works_whatever_n():
    """'try d_out = 8 with 2 heads' still works with n = 1: the hint names every size it needs."""
    from attnlab.lessons import heads

    ok = heads.step(heads.parse_input(1, 1, 3, 8, 2, 0), "contiguous")
    assert ok.text == "heads.text.contiguous_same"  # n = 1: the strides are already row-major
    assert "n = 6, d_out = 8 and 2 heads" in rendered(ok)
    hint = heads.contiguity_facts(heads.parse_input(1, 6, 3, 8, 2, 0))
    assert hint["error"]  # the hint's sizes do make .view fail


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 2), st.integers(1, 6), st.integers(1, 4), st.integers(1, 3), st.integers(0, 50))
def test_heads_contiguous_contrasts_strides_only_when_they_differ(b, n, h, hd, seed):
    """'giving (4, 4, 4, 1) where a row-major tensor of that shape has (4, 4, 4, 1)' (h = 1)."""
    from attnlab.lessons import heads

    inp = heads.parse_input(b, n, 3, h * hd, h, seed)
    step = heads.step(inp, "contiguous")
    moved = torch.zeros(b, h, n, hd).transpose(1, 2)
    # Judged as PyTorch judges it (is_contiguous), against row-major strides worked out from the
    # sizes: with n = 1 or h = 1 they still differ on a size-1 axis, which never matters (issue 30).
    same = moved.is_contiguous()
    shape = (b, n, h, hd)
    row_major = tuple(math.prod(shape[i + 1:]) for i in range(4))
    a = step.text_args
    assert a["stride_c"] == str(row_major) and a["stride"] == str(moved.stride())
    if same:
        assert step.text == "heads.text.contiguous_same" and (h == 1 or n == 1)
        assert step.more == (("heads.text.strides_equal",) if moved.stride() == row_major
                             else ("heads.text.strides_size1",))
    else:
        assert step.text in ("heads.text.contiguous", "heads.text.contiguous_ok")
    for lang in i18n.LANGS:
        assert "{" not in rendered(step, lang)
    assert (f"giving {a['stride']} where" in rendered(step)) == (not same)


@settings(max_examples=80, deadline=None)
@given(st.floats(0.01, 500), st.floats(0.01, 500), st.floats(0.01, 500))
def test_timings_print_numbers_that_agree_with_the_verdict(wrapper, efficient, sdpa):
    """On a GPU the passes take a tenth of a millisecond: "0.1 ms" and "0.1 ms" beside "the
    efficient class is 1.17× faster" contradicted each other."""
    from attnlab.lessons import heads

    ms = {"wrapper": wrapper, "efficient": efficient, "sdpa": sdpa}
    (eff_key, args), (sdpa_key, _) = heads.timing_sentences(ms)
    shown = {k: float(args[k]) for k in ms}
    assert all(v > 0 for v in shown.values())
    for key, fast, slow in ((eff_key, "efficient", "wrapper"), (sdpa_key, "sdpa", "efficient")):
        if key.endswith("faster"):
            assert shown[fast] < shown[slow]
        elif key.endswith("slower"):
            assert shown[fast] > shown[slow]
    for name, value in ms.items():  # three significant digits
        assert shown[name] == pytest.approx(value, rel=0.006)


def test_timing_result_in_the_tab_uses_the_same_digits():
    from attnlab.lessons import heads

    assert heads.fmt_ms(0.1234) == "0.123" and heads.fmt_ms(4.1225) == "4.12"
    assert heads.fmt_ms(18.94) == "18.9" and heads.fmt_ms(612.4) == "612.4"


# --- Gradients ----------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.integers(0, 1000), st.booleans())
def test_gradients_paths_and_heads_are_as_the_text_says(n, d, seed, causal):
    """With one token P = [1] whatever S: dS = dQ = dK = 0. The texts said that X receives
    gradient "along all three paths" and that "each head gets its own gradient" beside zeros."""
    from attnlab.lessons import gradients

    inp = gradients.parse_input(n, d, seed, causal)
    m = gradients.manual(inp)
    inputs = gradients.step(inp, "d_inputs")
    if inputs.text == "gradients.text.d_inputs":  # "along all three paths"
        assert all(float(m[g].abs().max()) > 0 for g in ("dQ", "dK", "dV"))
    else:
        assert inputs.text == "gradients.text.d_inputs_one" and n == 1
        assert float(m["dQ"].abs().max()) == float(m["dK"].abs().max()) == 0.0
    scores_step = gradients.step(inp, "d_scores")
    if n == 1:
        assert scores_step.text == "gradients.text.d_scores_one" and bool((m["dS"] == 0).all())
    else:
        assert scores_step.text == ("gradients.text.d_scores" if causal
                                    else "gradients.text.d_scores_open")
    heads = gradients.step(inp, "multi_head")
    _, d_s = gradients.multi_head_grads(inp)
    if heads.text == "gradients.text.multi_head":  # "each head gets its own gradient"
        assert float((d_s[0, 0] - d_s[0, 1]).abs().max()) > 0
    else:
        assert heads.text == "gradients.text.multi_head_one" and bool((d_s == 0).all())
    for step in (inputs, scores_step, heads):
        for lang in i18n.LANGS:
            assert "{" not in rendered(step, lang)


@pytest.mark.parametrize("causal", [True, False])
def test_gradients_one_token_says_no_gradient_reaches_the_score(causal):
    from attnlab.lessons import gradients

    inp = gradients.parse_input(1, 3, 0, causal)
    for lang in i18n.LANGS:
        text = rendered(gradients.step(inp, "d_inputs"), lang)
        assert "along all three paths" not in text and "X 从三条路径得到梯度" not in text
        assert "every score can get a gradient" not in rendered(gradients.step(inp, "d_scores"), lang)
        assert "each head gets its own gradient from" not in rendered(
            gradients.step(inp, "multi_head"), lang)


# --- Dropout ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("p", [0.0, 0.01, 0.3, 0.5, 0.9, 0.99])
@pytest.mark.parametrize("k", [1, 2, 3, 5, 10, 50])
@pytest.mark.parametrize("seed", [0, 1, 126])
def test_dropout_expectation_text_follows_the_chart(p, k, seed):
    """At p = 0.99 with a few draws the chart climbs (1.0 after one draw, 13.5 after two), yet the
    text said "the left chart shows it shrinking roughly like 1/√K"."""
    from attnlab.lessons import dropout
    from attnlab.lessons.steps import fmt

    inp = dropout.parse_input(p, seed, k)
    step = dropout.step(inp, "expectation")
    chart = step.panels[0].values.tolist()  # largest |mean - w| at K = 1, 2, 5, ... up to k
    a = step.text_args
    assert a["first"] == fmt(chart[0]) and a["err"] == fmt(chart[-1])
    if p == 0:
        assert step.text == "dropout.text.expectation_p0"
    elif k == 1:
        assert step.text == "dropout.text.expectation_one"
    elif step.text == "dropout.text.expectation":  # "down from {first} after one draw"
        assert float(a["err"]) < float(a["first"])
    else:
        assert step.text == "dropout.text.expectation_noisy"  # k < MAX_DRAWS: more draws possible
        assert float(a["err"]) >= float(a["first"])
    for lang in i18n.LANGS:
        text = rendered(step, lang)
        assert "{" not in text and "the left chart shows it shrinking" not in text
        assert "左图显示它大致按" not in text


@pytest.mark.parametrize("at_limit", [False, True])
def test_dropout_noisy_expectation_advises_more_draws_only_below_the_limit(monkeypatch, at_limit):
    """'try more draws' beside K at the most draws the lesson takes (checked with the limit moved
    down to a K whose chart climbs: p = 0.99, two draws)."""
    from attnlab.lessons import dropout

    if at_limit:
        monkeypatch.setattr(dropout, "MAX_DRAWS", 2)
    step = dropout.step(dropout.parse_input(0.99, 0, 2), "expectation")
    assert step.text.startswith("dropout.text.expectation_noisy")
    assert ("try more draws" in rendered(step)) == (not at_limit)
    assert ("增加抽样次数" in rendered(step, "zh")) == (not at_limit)
    assert ("try another seed" in rendered(step)) == at_limit


def test_dropout_default_expectation_comes_down():
    from attnlab.lessons import dropout

    assert dropout.step(dropout.default_input(), "expectation").text == "dropout.text.expectation"


@pytest.mark.parametrize("p", [0.0, 0.1, 0.5, 0.99])
def test_dropout_value_quiz_says_scaled_up_only_when_it_is(p):
    from attnlab.lessons import dropout, questions

    q = questions.question("dropout", dropout.parse_input(p, 3, 10), "weights")
    assert q is not None
    for lang in i18n.LANGS:
        why = i18n.t(q.why, lang, **q.args)
        scaled_up = "scaled up" in why or "被放大" in why
        assert scaled_up == (p > 0)  # at p = 0 survivors are multiplied by 1


# --- Training lab -------------------------------------------------------------------------------------


def _snap(task, losses, train_accuracy=0.5, pattern=0.3):
    from attnlab.lessons import training

    weights = torch.zeros(1, training.TOKENS, training.TOKENS)
    return training.Snapshot(len(losses), losses, 0.3, pattern, 0, weights, done=True,
                             train_accuracy=train_accuracy,
                             position_accuracy=[float("nan")] + [0.3] * (training.TOKENS - 1))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["previous", "first", "classify_rule", "classify_random"]),
       st.integers(1, 2000), st.lists(st.floats(0.01, 3.0), min_size=0, max_size=80),
       st.booleans(), st.booleans())
def test_try_more_steps_only_while_the_loss_falls_and_steps_remain(task, steps, losses, causal,
                                                                  positions):
    """A classifier whose training loss sat at 1.194 for the last 1,250 of 2,000 steps (the most
    the lab runs) was told "not fitted yet; try more steps"."""
    from attnlab.lessons import training

    inp = training.TrainInput(task, steps, 0.01, 1, 0, causal, positions=positions)
    now = _snap(task, losses)
    falling, recent, earlier = training.loss_trend(losses)
    for key, args in training.verdict(inp, now, now):
        if key in ("training.not_yet", "training.not_yet_classify"):  # "try more steps"
            assert falling and steps < training.MAX_STEPS
        if key.endswith("_stalled"):  # "stopped falling (recent … against earlier …)"
            assert not falling and args["recent"] == training._loss(recent)
            assert float(args["recent"]) >= float(args["earlier"]) * (1 - training.STALLED) - 1e-3
        if key.endswith("_max"):  # "in 2,000 steps, the most this lab runs"
            assert falling and steps >= training.MAX_STEPS
        for lang in i18n.LANGS:
            assert "{" not in i18n.t(key, lang, **args)


def test_a_stuck_classifier_is_not_told_to_train_longer():
    from attnlab.lessons import training

    inp = training.parse_input("classify_random", 400, 0.03, 1, 0, False, "adam", False)
    snaps = list(training.train(inp, every=1000))
    first, now = snaps[0], snaps[-1]
    keys = [k for k, _ in training.verdict(inp, first, now)]
    text = " ".join(i18n.t(k, "en", **a) for k, a in training.verdict(inp, first, now))
    # Whether these 400 steps stall depends on the CPU's rounding (kernels, torch threads): on
    # one machine they do, on another they creep on. The sentence must follow this run's numbers.
    # Stuck, the curve may be flat or creep up (ATEN_CPU_CAPABILITY=default's kernels make it
    # rise): the advice names that curve's state, and never more steps.
    stuck = now.train_accuracy < training.LEARNED and not training.loss_trend(now.losses)[0]
    if stuck:
        state = training.curve_state(now.losses)
        assert state in ("stalled", "rising", "diverged")
        assert keys == [f"training.not_yet_classify_{state}"]
        assert "try more steps" not in text
    else:
        assert not any(k.endswith(("_stalled", "_rising", "_diverged")) for k in keys), keys


def test_at_the_most_steps_the_advice_is_not_more_steps():
    from attnlab.lessons import training

    inp = training.TrainInput("previous", training.MAX_STEPS, 0.01, 1, 0, True)
    falling = [2.0 - i / 1000 for i in range(training.MAX_STEPS)]
    keys = [k for k, _ in training.verdict(inp, _snap("previous", falling), _snap("previous", falling))]
    assert keys == ["training.not_yet_max"]


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 2000), st.lists(st.floats(0.01, 3.0), min_size=0, max_size=80),
       st.floats(2.2, 5.0))
def test_plateau_above_advises_more_steps_only_while_the_loss_falls_and_steps_remain(steps, losses,
                                                                                   held):
    """The next-token model above ln V said "try more steps" at 2,000 steps, the most the lab
    runs, and beside a training loss that had stopped falling."""
    from attnlab.lessons import training

    inp = training.TrainInput("next_token", steps, 0.01, 1, 0, True)
    now = training.Snapshot(len(losses), losses, 0.1, 0.0, 0, torch.zeros(1, 8, 8), done=True,
                            held_loss=held)
    falling, recent, earlier = training.loss_trend(losses)
    keys = []
    for key, args in training.verdict(inp, now, now):
        keys.append(key)
        text = i18n.t(key, "en", **args)
        if "try more steps" in text:
            assert falling and steps < training.MAX_STEPS
        if key.endswith("_stalled"):
            assert not falling and args["recent"] == training._loss(recent)
        if key.endswith("_max"):
            assert falling and steps >= training.MAX_STEPS
        for lang in i18n.LANGS:
            assert "{" not in i18n.t(key, lang, **args)
    if held - training.chance_loss("next_token") > training.PLATEAU_TOLERANCE:
        assert keys[0].startswith("training.plateau_above")


def test_plateau_above_at_the_most_steps_is_not_told_to_run_longer():
    from attnlab.lessons import training

    inp = training.TrainInput("next_token", training.MAX_STEPS, 0.01, 1, 0, True)
    falling = [3.0 - i / 1000 for i in range(training.MAX_STEPS)]
    now = training.Snapshot(len(falling), falling, 0.1, 0.0, 0, torch.zeros(1, 8, 8), done=True,
                            held_loss=2.6)
    sentences = training.verdict(inp, now, now)
    assert [k for k, _ in sentences] == ["training.plateau_above_max"]
    for lang, phrase in (("en", "try more steps"), ("zh", "更多步数")):
        assert phrase not in i18n.t(sentences[0][0], lang, **sentences[0][1])


@settings(max_examples=150, deadline=None)
@given(st.floats(0, 1), st.floats(0, 1), st.booleans())
def test_mask_without_positions_says_the_rule_was_found_only_when_it_was(train, held, causal):
    """Classifier, mask on, positions off: "so the rule can still be learnt" stood beside runs that
    did not learn it (seed 1: 100 % on the training sequences, 67 % held-out, 'memorised')."""
    from attnlab.lessons import training

    inp = training.TrainInput("classify_rule", 300, 0.01, 1, 0, causal, positions=False)
    now = training.Snapshot(300, [1.0], held, 0.3, 0, torch.zeros(1, 8, 8), done=True,
                            train_accuracy=train)
    keys = [k for k, _ in training.verdict(inp, now, now)]
    found = "training.no_positions_classify_causal" in keys
    not_found = "training.no_positions_classify_causal_not" in keys
    assert (found or not_found) == causal
    if found:  # "This run found the rule"
        assert train >= training.LEARNED and held >= training.LEARNED
    if not_found:
        assert train < training.LEARNED or held < training.LEARNED
    for key, args in training.verdict(inp, now, now):
        for lang in i18n.LANGS:
            text = i18n.t(key, lang, **args)
            assert "{" not in text and "can still be learnt" not in text


def test_mask_without_positions_on_a_real_run_that_misses_the_rule():
    from attnlab.lessons import training

    inp = training.parse_input("classify_rule", 300, 0.01, 1, 1, True, "adam", False)
    snaps = list(training.train(inp, every=1000))
    now = snaps[-1]
    assert now.accuracy < training.LEARNED  # the measured held-out accuracy (67 %)
    sentences = dict(training.verdict(inp, snaps[0], now))
    assert "training.no_positions_classify_causal_not" in sentences
    text = i18n.t("training.no_positions_classify_causal_not", "en",
                  **sentences["training.no_positions_classify_causal_not"])
    assert f"held-out {training._pct(now.accuracy, training.LEARNED)}" in text


# --- Real heads (GPT-2), on the small random GPT-2 of tests/gpt2_model.py ------------------------------


@pytest.fixture()
def small_gpt2(tmp_path_factory, monkeypatch):
    import gpt2_model
    from attnlab import gpt2
    from attnlab.lessons import gpt2 as lesson

    gpt2.forget()
    monkeypatch.setenv(gpt2.ENV, str(gpt2_model.session_folder(tmp_path_factory)))
    yield lesson
    gpt2.forget()
    lesson._trace.cache_clear()
    lesson._induction_trace.cache_clear()


def test_gpt2_one_character_is_one_byte(small_gpt2):
    step = small_gpt2.step(small_gpt2.Gpt2Input("a", 0, 0, 0), "tokens")
    text = rendered(step)
    assert "1 characters" not in text and "1 UTF-8 bytes" not in text
    assert "Your 1 character is 1 UTF-8 byte," in text


@pytest.mark.parametrize("threshold", [0.0, 0.3, 0.5, 1.01])
def test_gpt2_lists_say_when_they_are_cut(small_gpt2, monkeypatch, threshold):
    """With more qualifying heads than LIST_HEADS the list showed six and read as complete."""
    lesson = small_gpt2
    for name in ("PREVIOUS_THRESHOLD", "FIRST_THRESHOLD", "INDUCTION_THRESHOLD"):
        monkeypatch.setattr(lesson, name, threshold)
    inp = lesson.Gpt2Input(lesson.DEFAULT_SENTENCE, 0, 0, 0)
    r = lesson.run(inp)
    counts = {"previous": len(lesson.ranked(lesson.previous_share(r.weights), threshold)[0]),
              "first": len(lesson.ranked(lesson.first_share(r.weights), threshold)[0]),
              "induction": len(lesson.induction_facts(r)["heads"])}
    for kind, count in counts.items():
        step = lesson.step(inp, kind)
        a = step.text_args
        assert a["count"] == count
        if count:
            assert len(a["list"].split(", ")) == min(count, lesson.LIST_HEADS)
        assert ("gpt2.text.list_more" in step.more) == (count > lesson.LIST_HEADS)
        if count > lesson.LIST_HEADS:
            assert a["rest"] == count - lesson.LIST_HEADS
        for lang in i18n.LANGS:
            assert "{" not in rendered(step, lang)
    overview = lesson.step(inp, "overview")
    k = overview.text_args["k_prev"] + overview.text_args["k_first"]
    assert overview.more == (("gpt2.text.overview_counts",) if k else ("gpt2.text.overview_counts_none",))
    if not k:  # "the next steps name them" with nothing to name
        assert "name them" not in rendered(overview)


def _sentence_of(tokens: int) -> str:
    """A sentence the small GPT-2's tokenizer splits into exactly ``tokens`` tokens."""
    from attnlab import gpt2

    tok, text = gpt2.get().tokenizer, ""
    for word in itertools.cycle(["the", " cat", " sat", ".", " a"]):
        if len(tok.encode(text + word)) > tokens:
            text += "a" * (tokens - len(tok.encode(text)))  # one byte, one token, in this vocabulary
        else:
            text += word
        if len(tok.encode(text)) == tokens:
            return text


@pytest.mark.parametrize("tokens", [5, 63, 64])
def test_gpt2_advises_a_longer_sentence_only_below_the_limit(small_gpt2, monkeypatch, tokens):
    """'No head reaches 50.0 %… Try a longer sentence.' was said of a sentence of 64 tokens, the
    most the lesson takes."""
    lesson = small_gpt2
    monkeypatch.setattr(lesson, "PREVIOUS_THRESHOLD", 1.01)  # no head qualifies
    inp = lesson.Gpt2Input(_sentence_of(tokens), 0, 0, 0)
    step = lesson.step(inp, "previous")
    assert step.text_args["n"] == tokens
    room = tokens < lesson.MAX_TOKENS and len(inp.sentence) < lesson.MAX_CHARS
    assert ("Try a longer sentence" in rendered(step)) == room
    assert ("试试更长的句子" in rendered(step, "zh")) == room
    assert ("gpt2.text.try_other" in step.more) == (not room)


def _near_ties(shape, seed: int) -> torch.Tensor:
    """Causal softmax weights of integer scores plus noise below the printed precision: many
    entries print alike (0.1 %) while their floats differ."""
    g = torch.Generator().manual_seed(seed)
    n = shape[-1]
    scores = torch.randint(0, 2, shape, generator=g).float() + 1e-4 * torch.rand(shape, generator=g)
    if seed % 2:  # every head a copy of the first, up to noise: the heads' shares tie as printed
        scores = scores[:1, :1] + 1e-4 * torch.rand(shape, generator=g)
    scores = scores.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), float("-inf"))
    return scores.softmax(-1)


def _printed_ties(values) -> list[int]:
    """The indices tied with the largest value: equality of the stored float32 values (issue 30,
    examiner G12: a tie decided at the printed 0.1 % was called exact)."""
    values = [float(v) for v in values]
    return [i for i, v in enumerate(values) if v == max(values)]


def _prints_apart(text: str, values) -> bool:
    """The largest value, printed as ``text`` ("33.34 %"), prints apart from the next one below."""
    values = [float(v) for v in values]
    below = [v for v in values if v < max(values)]
    number = text.split(" ")[0]
    places = len(number.split(".")[-1]) if "." in number else 0
    return not below or number != f"{100 * max(below):.{places}f}"


def assert_names(text: str, heads: set[str], most: int) -> None:
    """Every tied head named, or the first ``most`` of them and "…" (the count gives the rest)."""
    names = text.split(", ")
    if len(heads) > most:
        assert names[-1] == "…" and len(names) == most + 1 and set(names[:-1]) < heads
    else:
        assert set(names) == heads


@pytest.mark.parametrize("seed", range(6))
def test_gpt2_names_every_token_and_head_tied_exactly(small_gpt2, monkeypatch, seed):
    """'gives its largest weight, 33.3 %, to “cat”' beside another key at 33.3 %; 'the strongest,
    layer 0, head 1' beside heads printing the same share; quizzes marked one of them right. A tie
    is equality of the stored values; the largest prints apart from the next one below it."""
    import dataclasses
    import functools

    from attnlab.lessons.questions import _shown

    lesson = small_gpt2
    r = lesson.run(lesson.Gpt2Input("the cat sat on the mat", 0, 0, seed))
    r = dataclasses.replace(r, weights=_near_ties(tuple(r.weights.shape), seed))
    shown = [label for label, _ in _shown(r.labels)]
    # head: the last row
    row = r.weights[0, 0, -1]
    tied = _printed_ties(row)
    step = lesson._BUILDERS["head"](r)
    a = step.text_args
    named = a["top"].split("” / “")
    assert set(named) == ({shown[i] for i in tied} if len(tied) > 1 else {r.labels[tied[0]]})
    assert ("gpt2.text.head_top_tie" in step.more) == (len(tied) > 1)
    assert _prints_apart(a["top_w"], row)
    q = lesson.QUESTIONS["head"](r, None)
    assert set(q.right()) == {str(i) for i in tied}
    # previous / first: the strongest heads
    for kind, share in (("previous", lesson.previous_share), ("first", lesson.first_share)):
        scores = share(r.weights).flatten()
        heads = {f"L{i // r.weights.shape[1] + 1}H{i % r.weights.shape[1] + 1}"
                 for i in _printed_ties(scores)}
        step = lesson._BUILDERS[kind](r)
        a = step.text_args
        assert a["n_tied"] == len(heads)
        assert_names(a["tied"], heads, lesson.LIST_HEADS)
        assert (f"gpt2.text.{kind}_strongest_tie" in step.more) == (len(heads) > 1)
        assert f"L{a['best_layer']}H{a['best_head']}" in heads
        assert _prints_apart(a["best"], scores)
        for lang in i18n.LANGS:
            assert "{" not in rendered(step, lang)
    per_layer = lesson.previous_share(r.weights).amax(-1)
    q = lesson.QUESTIONS["previous"](r, None)
    assert set(q.right()) == {str(i) for i in _printed_ties(per_layer)}
    for qq in (q, lesson.QUESTIONS["head"](r, None)):
        for lang in i18n.LANGS:
            assert "{" not in i18n.t(qq.why, lang, **qq.args)
    # induction: the same for the repeated random tokens
    ids, m, w = lesson._induction_trace(r.loaded.source, seed)
    fake = functools.lru_cache(lambda source, s: (ids, m, _near_ties(tuple(w.shape), seed + 2)))
    monkeypatch.setattr(lesson, "_induction_trace", fake)
    f = lesson.induction_facts(r)
    flat = f["scores"].flatten()
    heads = {f"L{i // w.shape[1] + 1}H{i % w.shape[1] + 1}" for i in _printed_ties(flat)}
    step = lesson._BUILDERS["induction"](r)
    assert step.text_args["n_tied"] == len(heads)
    assert_names(step.text_args["tied"], heads, lesson.LIST_HEADS)
    assert ("gpt2.text.induction_strongest_tie" in step.more) == (len(heads) > 1)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 1024), st.integers(1, 16))
def test_heads_divisible_error_suggests_only_values_the_lesson_accepts(d_out, h):
    """d_out = 1024 with 3 heads was told 'try 1023 or 1026' (1026 is over the limit), and
    d_out = 2 with 3 heads 'try 3 or 3'."""
    from attnlab.errors import InputError
    from attnlab.lessons import heads

    try:
        heads.parse_input(1, 4, 3, d_out, h, 0)
        assert d_out % h == 0
        return
    except InputError as err:
        key, args = err.key, err.args_
    assert key in ("error.heads_divisible", "error.heads_divisible_one")
    options = [args["lower"], args["upper"]] if key == "error.heads_divisible" else [args["option"]]
    assert len(set(options)) == len(options)
    for option in options:
        heads.parse_input(1, 4, 3, option, h, 0)  # accepted: a multiple of h within the limits
    for lang in i18n.LANGS:
        assert "{" not in i18n.t(key, lang, **args)


@pytest.mark.parametrize("words,seed", [(12, 9), (12, 59), (11, 9), (4, 9)])
def test_why_rnn_advises_a_longer_sentence_only_below_the_word_limit(words, seed):
    """'(try another seed or a longer sentence)' beside a sentence of 12 words, the most the lesson
    takes."""
    from attnlab.lessons import why

    sentence = " ".join((why.SENTENCE_A.split() * 12)[:words])
    step = why.step(why.parse_input(sentence, why.SENTENCE_B, seed), "rnn")
    if step.text == "why.text.rnn":
        return  # early words fade here: no advice
    room = words < why.MAX_WORDS
    assert ("a longer sentence" in rendered(step)) == room
    assert ("加长句子" in rendered(step, "zh")) == room
    for lang in i18n.LANGS:
        assert "{" not in rendered(step, lang)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["previous", "first"]), st.lists(st.sampled_from([0.2, 0.5, 0.951, 0.954, 1.0]),
                                                       min_size=1, max_size=4))
def test_training_status_names_every_head_tied_for_most_focused(task, shares):
    """'head 1, the most focused: 100 %' beside a second head also at 100 %."""
    from attnlab.lessons import training

    heads = len(shares)
    best = max(range(heads), key=shares.__getitem__)
    key = next(iter(training.target_keys(task)))
    now = training.Snapshot(10, [1.0], 0.5, shares[best], best, torch.zeros(heads, 8, 8),
                            head_patterns={key: shares})
    inp = training.TrainInput(task, 10, 0.01, heads, 0, True)
    (line, args), *_ = training.status(inp, now, now)
    tied = {str(i + 1) for i, s in enumerate(shares) if training._pct(s) == training._pct(shares[best])}
    assert set(args["head"].split(", ")) == tied
    text = i18n.t(line, "en", **args)
    assert (f"heads {args['head']}, the most focused" in text) == (len(tied) > 1)
    for lang in i18n.LANGS:
        assert "{" not in i18n.t(line, lang, **args)


def test_a_tie_of_many_heads_names_at_most_list_heads_and_counts_them_all():
    from attnlab.lessons import gpt2 as lesson

    args = lesson._strongest_args(torch.full((12, 12), 0.5), 0.5)  # all 144 heads print 50.0 %
    assert args["n_tied"] == 144
    names = args["tied"].split(", ")
    assert names[:2] == ["L1H1", "L1H2"] and names[-1] == "…"
    assert len(names) == lesson.LIST_HEADS + 1


@pytest.mark.parametrize("sentence", ["a😀b", "注意力机制 😀", "注意力", "the cat"])
def test_gpt2_says_how_many_tokens_each_split_character_takes_here(small_gpt2, sentence):
    """Seventh examiner, G11: "spread over two or three tokens" beside an emoji spread over 4.
    The count is read back from the token table (independently: each character's bytes against
    the tokens' byte spans)."""
    lesson = small_gpt2
    r = lesson.run(lesson.Gpt2Input(sentence, 0, 0, 0))
    spans, pos = [], 0
    for tok in r.tokens:
        spans.append(range(pos, pos + len(tok.data)))
        pos += len(tok.data)
    spread, pos = [], 0
    for ch in sentence:
        width = len(ch.encode("utf-8"))
        held = {i for i, span in enumerate(spans) for b in range(pos, pos + width) if b in span}
        if len(held) > 1:
            spread.append(len(held))
        pos += width
    for lang in ("en", "zh"):
        text = rendered(lesson.step(lesson.Gpt2Input(sentence, 0, 0, 0), "tokens"), lang)
        assert "two or three" not in text and "两三个" not in text
        if spread and min(spread) == max(spread):
            assert f"{min(spread)} {'tokens' if lang == 'en' else '个词元'}" in text, text
        elif spread:
            assert f"{min(spread)} {'to' if lang == 'en' else '到'} {max(spread)}" in text, text
