"""The training lab: the lecture's two models, what each run shows, and the words it says.

Runs are seeded through the lab's own generators; each distinct run is trained once per session
(``run`` caches it) because the CPU is shared.
"""

from __future__ import annotations

import functools
import math

import gradio as gr
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.lessons import training
from attnlab.lessons.training.tab import _status, train_model

LN_V = math.log(training.VOCAB)


@functools.lru_cache(maxsize=None)
def run(task, steps=300, lr=0.01, heads=1, seed=0, causal=True, optimizer="adam", positions=True):
    inp = training.parse_input(task, steps, lr, heads, seed, causal, optimizer, positions)
    return inp, list(training.train(inp, every=max(1, steps // 5)))


def verdict_keys(task, **kwargs):
    inp, snaps = run(task, **kwargs)
    return [key for key, _ in training.verdict(inp, snaps[0], snaps[-1])]


def model_of(task, heads=1, causal=True, positions=True, seed=0):
    return training.TinyAttentionModel(task, heads, causal, positions,
                                       torch.Generator().manual_seed(seed))


# --- copy tasks (kept from the first version of the lab) ---------------------------------------


@pytest.mark.parametrize("task", ["previous", "first"])
def test_default_training_learns_the_pattern(task):
    _, snaps = run(task)
    first, last = snaps[0], snaps[-1]
    assert first.step == 0 and first.losses == [] and first.pattern < 0.5 and last.done
    assert last.pattern > 0.9, last.pattern  # > 90 % of each query's attention on the right key
    assert last.accuracy > 0.9 and last.losses[-1] < last.losses[0]
    target = [i - 1 if task == "previous" else 0 for i in range(1, training.TOKENS)]
    heat = last.weights[last.best_head]
    assert [int(heat[i].argmax()) for i in range(1, training.TOKENS)] == target
    assert verdict_keys(task) == ["training.learned"]


# --- the lecture's next-token model ------------------------------------------------------------


def test_next_token_labels_are_shifted_within_each_row():
    tokens, targets = training.make_batch("next_token", 5, torch.Generator().manual_seed(3))
    # Independent reference: roll each row (dim=1) left by one and drop the wrapped last column.
    assert torch.equal(targets[:, :-1], torch.roll(tokens, -1, dims=1)[:, :-1])
    assert (targets[:, -1] == training.IGNORE).all()  # no next token inside its own row


def test_causal_next_token_model_cannot_see_the_token_it_predicts():
    model = model_of("next_token", heads=2, causal=True)
    tokens, _ = training.make_batch("next_token", 4, torch.Generator().manual_seed(1))
    changed = tokens.clone()
    changed[:, 5] = (changed[:, 5] + 1) % training.VOCAB
    with torch.no_grad():
        a, _ = model(tokens)
        b, _ = model(changed)
    torch.testing.assert_close(a[:, :5], b[:, :5], rtol=0, atol=0)  # positions before 5 unmoved
    assert not torch.allclose(a[:, 5:], b[:, 5:])


def test_with_the_causal_mask_the_loss_stays_at_ln_v():
    _, snaps = run("next_token")
    last = snaps[-1]
    assert snaps[0].held_loss > LN_V + 0.1  # it starts above the plateau and falls to it
    assert abs(last.held_loss - LN_V) < 0.05, last.held_loss
    assert abs(sum(last.losses[-20:]) / 20 - LN_V) < 0.05
    assert last.pattern == 0.0  # the mask leaves no weight on the next token
    assert verdict_keys("next_token") == ["training.plateau"]


def test_without_the_mask_the_model_reads_the_answer():
    _, snaps = run("next_token", causal=False)
    last = snaps[-1]
    assert last.held_loss < 0.1 * LN_V, last.held_loss
    assert last.pattern > 0.9 and last.accuracy > 0.95
    assert verdict_keys("next_token", causal=False) == ["training.leak"]


@pytest.mark.parametrize("held,key", [(LN_V + 0.01, "training.plateau"),
                                      (LN_V + 0.5, "training.plateau_above"),
                                      (LN_V - 0.3, "training.plateau_below")])
def test_plateau_verdict_follows_the_held_out_loss(held, key):
    inp = training.parse_input("next_token", 10, 0.01, 1, 0, True)
    weights = torch.zeros(1, training.TOKENS, training.TOKENS)
    before = training.Snapshot(0, [], 0.1, 0.0, 0, weights, held_loss=2.4)
    now = training.Snapshot(10, [2.3, 2.2], 0.1, 0.0, 0, weights, done=True, held_loss=held)
    keys = [k for k, _ in training.verdict(inp, before, now)]
    assert keys == [key]
    text = _status(inp, before, now, "en")
    assert training.fmt(held, 3) in text and "ln 8 = 2.079" in text


# --- the lecture's classifier ------------------------------------------------------------------


def test_random_labels_are_memorised_not_learned():
    _, snaps = run("classify_random")
    last = snaps[-1]
    assert last.train_accuracy >= 0.95
    assert abs(last.accuracy - 1 / training.CLASSES) < 0.1, last.accuracy  # chance on new data
    assert verdict_keys("classify_random") == ["training.memorised_random"]


def test_a_rule_is_learned_on_held_out_sequences_too():
    _, snaps = run("classify_rule")
    last = snaps[-1]
    assert last.train_accuracy >= 0.95 and last.accuracy >= 0.95
    assert verdict_keys("classify_rule") == ["training.generalised"]


def test_classifier_rule_labels():
    tokens, labels = training.make_batch("classify_rule", 50, torch.Generator().manual_seed(0))
    assert labels.tolist() == [int(t) // 2 for t in tokens[:, 0]]
    assert labels.shape == (50,) and set(labels.tolist()) <= set(range(training.CLASSES))


@settings(max_examples=10, deadline=None)
@given(st.permutations(list(range(training.TOKENS))), st.integers(0, 50))
def test_mean_pooled_classifier_ignores_order_without_positions_and_mask(order, seed):
    # Attention without positions or mask is permutation-equivariant, and the mean then forgets
    # the order: the lecture's classifier sees a bag of tokens unless positions are added.
    tokens = torch.randint(0, training.VOCAB, (3, training.TOKENS),
                           generator=torch.Generator().manual_seed(seed))
    bag = model_of("classify_rule", heads=2, causal=False, positions=False, seed=seed)
    with torch.no_grad():
        torch.testing.assert_close(bag(tokens)[0], bag(tokens[:, order])[0], atol=1e-5, rtol=1e-5)


def test_classifier_with_positions_depends_on_order():
    tokens = torch.arange(training.TOKENS).unsqueeze(0)
    model = model_of("classify_rule", causal=False, positions=True)
    with torch.no_grad():
        assert not torch.allclose(model(tokens)[0], model(tokens.flip(1))[0])


# --- optimizers, heads, positions --------------------------------------------------------------


def test_sgd_is_the_plain_update_and_learns_with_a_larger_step():
    assert isinstance(training.make_optimizer("sgd", [torch.zeros(1, requires_grad=True)], 0.1),
                      torch.optim.SGD)
    # One SGD step by hand from the same init and batch gives the loss the lab reports next.
    inp = training.parse_input("previous", 2, 0.5, 1, 4, True, "sgd")
    losses = list(training.train(inp, every=1))[-1].losses
    model = model_of("previous", seed=4)
    g_data = torch.Generator().manual_seed(5)
    batches = [training.make_batch("previous", training.BATCH, g_data) for _ in range(2)]
    loss = training.loss_of("previous", model(batches[0][0])[0], batches[0][1])
    grads = torch.autograd.grad(loss, [p for p in model.parameters() if p.requires_grad])
    with torch.no_grad():
        for p, g in zip([p for p in model.parameters() if p.requires_grad], grads):
            p -= 0.5 * g
        second = training.loss_of("previous", model(batches[1][0])[0], batches[1][1])
    assert losses[0] == pytest.approx(loss.item(), abs=1e-6)
    assert losses[1] == pytest.approx(second.item(), abs=1e-5)
    _, snaps = run("previous", lr=0.1, optimizer="sgd")
    assert snaps[-1].accuracy > 0.9


def test_adam_and_sgd_start_alike_and_then_differ():
    a = list(training.train(training.parse_input("first", 3, 0.01, 1, 0, True, "adam"), every=3))
    b = list(training.train(training.parse_input("first", 3, 0.01, 1, 0, True, "sgd"), every=3))
    assert a[-1].losses[0] == b[-1].losses[0] and a[-1].losses[2] != b[-1].losses[2]


def test_two_heads_specialise():
    _, snaps = run("two_heads", heads=2)
    last = snaps[-1]
    prev, first = last.head_patterns["previous"], last.head_patterns["first"]
    p_head, f_head = max(range(2), key=prev.__getitem__), max(range(2), key=first.__getitem__)
    assert p_head != f_head  # different heads, different patterns
    assert prev[p_head] > 0.9 and first[f_head] > 0.9
    assert prev[f_head] < 0.1 and first[p_head] < 0.1
    heat = last.weights  # (h, n, n): each head's argmax is its own pattern
    assert [int(heat[p_head, i].argmax()) for i in range(2, 8)] == list(range(1, 7))
    assert [int(heat[f_head, i].argmax()) for i in range(2, 8)] == [0] * 6
    assert last.accuracy > 0.95
    assert verdict_keys("two_heads", heads=2) == ["training.specialised"]


def test_one_head_cannot_do_both():
    _, snaps = run("two_heads", heads=1)
    assert snaps[-1].accuracy < 0.5
    assert verdict_keys("two_heads", heads=1) == ["training.one_head"]


@pytest.mark.parametrize("causal", [True, False])
def test_copy_previous_is_not_learned_without_positions(causal):
    _, with_pos = run("previous", causal=causal)
    inp, snaps = run("previous", causal=causal, positions=False)
    last = snaps[-1]
    assert with_pos[-1].accuracy > 0.9
    assert last.pattern < 0.5 and last.accuracy < 0.7, (last.pattern, last.accuracy)
    keys = verdict_keys("previous", causal=causal, positions=False)
    assert "training.learned" not in keys and "training.not_yet" not in keys
    assert keys[0] == "training.no_positions"
    assert ("training.no_positions_causal" in keys) == causal
    text = _status(inp, snaps[0], last, "en")
    # The numbers quoted are this run's, query by query (counted from 1, as the app does).
    for i in range(1, training.TOKENS):
        assert f"{i + 1}: {last.position_accuracy[i]:.0%}" in text
    if causal:  # the mask gives position 1 away: it chooses between two tokens
        assert last.position_accuracy[1] > last.position_accuracy[7]


def test_without_positions_and_mask_attention_ignores_where_tokens_are():
    # Same tokens in another order: each query's weights follow its key tokens, not positions.
    model = model_of("previous", heads=2, causal=False, positions=False)
    tokens = torch.tensor([[3, 1, 4, 1, 5, 2, 6, 7]])
    order = [7, 6, 5, 4, 3, 2, 1, 0]
    with torch.no_grad():
        _, w = model(tokens)
        _, w2 = model(tokens[:, order])
    torch.testing.assert_close(w2, w[:, :, order][:, :, :, order], atol=1e-6, rtol=1e-5)


def test_three_heads_work():
    inp = training.parse_input("first", 5, 0.01, 3, 0, False)
    assert list(training.train(inp))[-1].weights.shape == (3, training.TOKENS, training.TOKENS)


# --- the untrained model, streaming, limits, words ---------------------------------------------


def test_the_first_snapshot_is_the_untrained_model():
    inp = training.parse_input("previous", 5, 0.01, 2, 7, True)
    first = next(training.train(inp))
    model = model_of("previous", heads=2, seed=7)
    tokens, _ = training.make_batch("previous", training.EVAL_SEQUENCES,
                                    torch.Generator().manual_seed(9))
    with torch.no_grad():
        _, w = model(tokens)
    assert first.step == 0 and first.losses == []
    torch.testing.assert_close(first.weights, w.mean(0))


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
        loss = real(*args, **kwargs)
        if not torch.is_grad_enabled():  # a held-out measurement, not a training step
            return loss
        calls.append(1)
        return loss * float("nan") if len(calls) == 3 else loss

    monkeypatch.setattr(training.F, "cross_entropy", exploding)
    inp = training.parse_input("previous", 200, 0.01, 1, 0, True)
    snaps = list(training.train(inp, every=50))
    assert snaps[-1].done and snaps[-1].step == 3 and len(calls) == 3
    assert i18n.t("training.diverged", "en") in _status(inp, snaps[0], snaps[-1], "en")


def test_status_verdicts():
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
    assert i18n.t("training.untrained", "en") in _status(inp, before, before, "en")
    assert i18n.t("training.untrained", "en") not in _status(inp, before, running, "en")


@pytest.mark.parametrize("train_acc,held,key", [(1.0, 0.27, "training.memorised_random"),
                                                (1.0, 0.95, "training.generalised"),
                                                (0.95, 0.80, "training.partly"),
                                                (0.5, 0.3, "training.not_yet_classify")])
def test_classifier_verdict_follows_both_accuracies(train_acc, held, key):
    inp = training.parse_input("classify_random", 10, 0.01, 1, 0, True)
    weights = torch.zeros(1, training.TOKENS, training.TOKENS)
    before = training.Snapshot(0, [], 0.25, float("nan"), 0, weights)
    now = training.Snapshot(10, [1.0], held, float("nan"), 0, weights, done=True,
                            train_accuracy=train_acc)
    assert [k for k, _ in training.verdict(inp, before, now)] == [key]
    text = _status(inp, before, now, "en")
    assert f"{train_acc:.0%}" in text and f"{held:.0%}" in text and "25%" in text


@pytest.mark.parametrize("args", [("copy", 10, 0.01, 1, 0, True), ("previous", 0, 0.01, 1, 0, True),
                                  ("previous", 5000, 0.01, 1, 0, True), ("previous", 10, 5, 1, 0, True),
                                  ("previous", 10, 0.01, 5, 0, True), ("previous", 10, 0.01, 0, 0, True),
                                  ("previous", 10, 0.01, 1, -1, True), ("previous", 10, "x", 1, 0, True),
                                  ("previous", 10, 0.01, 1, 0, "maybe"),
                                  ("previous", 10, 0.01, 1, 0, True, "rmsprop"),
                                  ("previous", 10, 0.01, 1, 0, True, "adam", "yes please")])
def test_training_limits(args):
    with pytest.raises(InputError):
        training.parse_input(*args)


def test_string_booleans_are_read_as_written():
    inp = training.parse_input("previous", 10, 0.01, 1, 0, "false", "sgd", "False")
    assert inp.causal is False and inp.positions is False and inp.optimizer == "sgd"


def test_old_clients_get_the_old_defaults():
    inp = training.parse_input("previous", 10, 0.01, 1, 0, True)
    assert inp.optimizer == "adam" and inp.positions is True


def test_training_handler_streams_in_chinese_and_rejects_bad_input(monkeypatch):
    from attnlab.lessons.training import tab as training_tab

    request = gr.Request(headers={"accept-language": "zh-CN"})
    monkeypatch.setattr(training_tab, "MIN_FRAME_S", 3600.0)  # frames are throttled by time...
    assert len(list(train_model("first", 100, 0.01, 2, 1, True, request=request))) == 2
    monkeypatch.setattr(training_tab, "MIN_FRAME_S", 0.0)  # ...and otherwise every snapshot shows
    outputs = list(train_model("first", 100, 0.01, 2, 1, True, request=request))
    assert len(outputs) == 1 + 100 // 5
    status, loss_fig, maps_fig, before_fig = outputs[-1]
    assert "已训练 100 / 100 步" in status
    assert len(maps_fig.data) == 2 and len(before_fig.data) == 2  # one map per head
    assert outputs[0][3] is before_fig  # the untrained maps: first and last frame, ...
    assert all(out[3] == gr.skip() for out in outputs[1:-1])  # ...left alone in between
    assert "已训练 0 / 100 步" in outputs[0][0] and i18n.t("training.untrained", "zh") in outputs[0][0]
    # The uniform-guess line is drawn at ln V on the loss chart.
    assert loss_fig.layout.shapes[0].y0 == pytest.approx(LN_V)
    assert "ln 8 = 2.079" in loss_fig.layout.annotations[-1].text
    with pytest.raises(gr.Error) as err:
        list(train_model("first", 100, 99, 2, 1, True, request=request))
    assert "必须在" in str(err.value)
    with pytest.raises(gr.Error):
        list(train_model("first", 100, 0.01, 2, 1, True, "rmsprop", request=request))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("task", training.TASKS)
def test_every_task_and_switch_renders_in_both_languages(task, lang):
    request = gr.Request(headers={"accept-language": lang})
    for causal, positions, optimizer in ((True, True, "adam"), (False, False, "sgd"),
                                         (True, False, "adam"), (False, True, "sgd")):
        out = list(train_model(task, 3, 0.01, 2, 0, causal, optimizer, positions, request=request))
        assert "3 / 3" in out[-1][0] and "{" not in out[-1][0]


def test_the_preview_shows_the_untrained_model_that_training_starts_from():
    from attnlab.lessons.training.tab import training_preview

    request = gr.Request(headers={"accept-language": "en"})
    status, loss_fig, maps_fig, before_fig = training_preview("two_heads", 50, 0.01, 2, 4, True,
                                                              "sgd", True, request=request)
    assert "Step 0 / 50" in status and i18n.t("training.untrained", "en") in status
    first = next(train_model("two_heads", 50, 0.01, 2, 4, True, "sgd", True, request=request))
    assert [t.z for t in before_fig.data] == [t.z for t in first[3].data]
    assert len(before_fig.data) == 2
    # Not drawn twice: the "now" panel says what will fill it (tests/test_no_empty_panels.py).
    assert not maps_fig.data and maps_fig.layout.annotations
    with pytest.raises(gr.Error):
        training_preview("two_heads", 50, 0.01, 9, 4, True, "sgd", True, request=request)


def _session_request(session: str, lang: str = "en") -> gr.Request:
    return gr.Request(headers={"accept-language": lang}, session_hash=session)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_stop_ends_the_run_with_a_frame_that_says_where(monkeypatch, lang):
    from attnlab.lessons.training import tab as training_tab

    monkeypatch.setattr(training_tab, "MIN_FRAME_S", 0.0)
    request = _session_request(f"stop-{lang}", lang)
    training_tab.arm_run(request)
    run = train_model("first", 2000, 0.01, 2, 1, True, request=request)
    frames = [next(run) for _ in range(3)]  # steps 0, 50, 100
    training_tab.stop_run(request)
    rest = list(run)
    assert len(rest) == 1, "one last frame, then the run ends"
    status, _, maps_fig, before_fig = rest[0]
    stopped = i18n.t("training.stopped", lang, step=150, steps=2000)
    assert stopped in status and "150 / 2000" in status
    assert before_fig is not gr.skip() and len(before_fig.data) == 2  # API clients get both maps
    assert all(i18n.t("training.stopped", lang, step=step, steps=2000) not in frame[0]
               for step, frame in zip((0, 50, 100), frames))
    assert len(training_tab.SIGNALS) == 0  # the ended run forgets its session
    training_tab.stop_run(request)  # a late Stop with nothing running changes nothing
    assert len(training_tab.SIGNALS) == 0


def test_a_stop_pressed_while_the_run_queues_ends_it_at_step_zero():
    from attnlab.lessons.training import tab as training_tab

    request = _session_request("queued")
    training_tab.arm_run(request)  # the click
    training_tab.stop_run(request)  # Stop before the queue reached the run
    frames = list(train_model("first", 2000, 0.01, 2, 1, True, request=request))
    assert len(frames) == 1
    assert i18n.t("training.stopped", "en", step=0, steps=2000) in frames[0][0]
    # The next click trains again: the old stop does not carry over.
    training_tab.arm_run(request)
    frames = list(train_model("first", 20, 0.01, 2, 1, True, request=request))
    assert "20 / 20" in frames[-1][0] and "Stopped" not in frames[-1][0]


def test_a_new_setting_ends_the_run_quietly_and_other_sessions_train_on(monkeypatch):
    from attnlab.lessons.training import tab as training_tab

    monkeypatch.setattr(training_tab, "MIN_FRAME_S", 0.0)
    mine, other = _session_request("mine"), _session_request("other")
    for request in (mine, other):
        training_tab.arm_run(request)
    my_run = train_model("first", 2000, 0.01, 2, 1, True, request=mine)
    other_run = train_model("first", 100, 0.01, 2, 1, True, request=other)
    next(my_run), next(other_run)
    training_tab.training_preview("first", 2000, 0.01, 2, 7, True, request=mine)  # new seed
    assert list(my_run) == []  # no frame over the new preview
    assert "100 / 100" in list(other_run)[-1][0]


def test_a_second_click_while_running_keeps_stop_working():
    from attnlab.ui.run_signals import BUTTON, RunSignals

    signals = RunSignals(limit=2)
    running = signals.take("s")
    assert signals.arm("s") is running  # a second click must not orphan the running signal
    signals.stop("s", BUTTON)
    assert running.reason == BUTTON
    assert signals.arm("s") is not running  # after a stop, a click arms a fresh run
    for session in ("a", "b", "c"):  # armed but never run: bounded
        signals.arm(session)
    assert len(signals) == 2
    signals.release("c", running)  # not c's signal: kept
    assert len(signals) == 2


def test_a_second_run_in_the_same_session_is_ignored_while_one_goes(monkeypatch):
    from attnlab.lessons.training import tab as training_tab

    monkeypatch.setattr(training_tab, "MIN_FRAME_S", 0.0)
    request = _session_request("double-click")
    training_tab.arm_run(request)
    first = train_model("first", 2000, 0.01, 2, 1, True, request=request)
    next(first)
    training_tab.arm_run(request)  # Train clicked again while the run goes
    assert list(train_model("first", 20, 0.01, 2, 1, True, request=request)) == []
    training_tab.stop_run(request)  # Stop still reaches the first run
    last = list(first)
    assert len(last) == 1 and "Stopped" in last[0][0]
    training_tab.arm_run(request)  # and the next click trains
    assert "20 / 20" in list(train_model("first", 20, 0.01, 2, 1, True, request=request))[-1][0]


# --- issue 20: every verdict sentence agrees with the numbers it stands next to ------------------


def _snapshot(data, task, heads):
    pct = st.floats(0, 1)
    n = training.TOKENS
    positions = [] if task in training.CLASSIFY else [
        float("nan") if i in ((0,) if task != "two_heads" else (0, 1)) else data.draw(pct)
        for i in range(n)]
    patterns = {name: [data.draw(pct) for _ in range(heads)]
                for name in training.target_keys(task)}
    return training.Snapshot(
        step=10, losses=[data.draw(st.floats(0, 5))], accuracy=data.draw(pct),
        pattern=(data.draw(pct) if training.target_keys(task) else float("nan")), best_head=0,
        weights=torch.zeros(heads, n, n), done=True, held_loss=data.draw(st.floats(0, 5)),
        train_accuracy=data.draw(pct) if task in training.CLASSIFY else float("nan"),
        head_patterns=patterns, position_accuracy=positions)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(training.TASKS), st.booleans(), st.booleans(), st.integers(1, 4), st.data())
def test_verdicts_agree_with_the_runs_numbers(task, causal, positions, heads, data):
    inp = training.TrainInput(task, 10, 0.01, heads, 0, causal, positions=positions)
    now = _snapshot(data, task, heads)
    keys = [k for k, _ in training.verdict(inp, now, now)]
    args = dict(training.verdict(inp, now, now))
    L = training.LEARNED
    # a sentence that says "try more steps" never sits next to one that says steps cannot help
    advice = {"training.not_yet", "training.not_yet_classify"}
    hopeless = {"training.no_positions", "training.no_positions_classify"}
    assert not (advice & set(keys) and hopeless & set(keys)), keys
    if task in training.CLASSIFY:  # one answer per sequence: no sentence about query positions
        assert not [k for k in keys if k.startswith("training.no_positions_causal")]
        if "training.generalised" in keys:
            assert now.train_accuracy >= L and now.accuracy >= L
        if any(k.startswith("training.memorised") for k in keys):
            assert now.train_accuracy >= L and now.train_accuracy - now.accuracy >= 0.3
        if "training.not_yet_classify" in keys:
            assert now.train_accuracy < L
    if "training.learned" in keys:
        assert now.pattern > L
    if "training.plateau" in keys:
        assert abs(now.held_loss - training.chance_loss(task)) <= training.PLATEAU_TOLERANCE
    if "training.no_positions_causal_q1" in keys:
        assert now.position_accuracy[1] >= L
    if "training.no_positions_causal_wider" in keys:
        a = args["training.no_positions_causal_wider"]
        assert training._pct(now.position_accuracy[a["q"] - 1]) == a["acc_q"]  # q counts from 1
        assert now.position_accuracy[a["last"] - 1] < now.position_accuracy[a["q"] - 1]
    if "training.no_positions" in keys:  # the table by position is this run's
        text = i18n.t("training.no_positions", "en", **args["training.no_positions"])
        for i, acc in enumerate(now.position_accuracy):
            if not math.isnan(acc):
                assert f"{i + 1}: {acc:.0%}" in text
    for key, a in training.verdict(inp, now, now):
        for lang in i18n.LANGS:
            assert i18n.t(key, lang, **a)


def test_query_one_right_is_not_called_a_choice_between_two():
    """Issue 20: copy tasks with positions off showed query 1 right 100 % under "query 1 chooses
    between two"; the classifier got the same sentence."""
    now = training.Snapshot(10, [1.0], 0.5, 0.3, 0, torch.zeros(1, 8, 8), True, 1.0,
                            position_accuracy=[float("nan"), 1.0, 0.6, 0.5, 0.45, 0.4, 0.4, 0.35])
    inp = training.TrainInput("previous", 10, 0.01, 1, 0, True, positions=False)
    text = " ".join(i18n.t(k, "en", **a) for k, a in training.verdict(inp, now, now))
    assert "chooses between two" not in text and "query 2 is right 100%" in text  # from 1
    cls = training.TrainInput("classify_rule", 10, 0.01, 1, 0, False, positions=False)
    snap = training.Snapshot(10, [1.0], 0.3, 0.1, 0, torch.zeros(1, 8, 8), True, 1.0,
                             train_accuracy=0.5)
    keys = [k for k, _ in training.verdict(cls, snap, snap)]
    assert keys == ["training.no_positions_classify"]  # no "not fitted yet; try more steps"


@pytest.mark.parametrize("seed", [0, 1, 5])
def test_roll_without_dim_wraps_into_the_next_row(seed):
    f = training.roll_facts(seed)
    row1, row2 = eval(f["row1"]), eval(f["row2"])
    rolled = torch.roll(torch.tensor([row1, row2]), shifts=-1)[0].tolist()  # the lecture's line
    assert eval(f["rolled"]) == rolled and f["wrapped"] == row2[0] == f["next_first"]
    assert f["own"] == row1[0] and row1[0] != row2[0]
    assert f["ours"] == str(row1[1:] + ["—"]).replace("'", "")
    inp = training.parse_input("next_token", 10, 0.01, 1, seed, True)
    first = training.untrained(inp)
    assert ("training.roll", f) in training.status(inp, first, first)
