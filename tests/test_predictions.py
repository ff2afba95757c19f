"""Predict first: every lesson asks at least twice, never at its first step, and the answers are
computed from the live tensors (they follow edited inputs)."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from attnlab import examples, i18n
from attnlab.errors import InputError
from attnlab.lessons import (LESSONS, dropout, gradients, heads, lesson_module, masking, questions,
                             scores, softmax, why)

DEFAULTS = {
    "why": why.default_input(), "scores": scores.compute(scores.default_input()),
    "softmax": softmax.default_input(), "masking": masking.default_input(),
    "dropout": dropout.default_input(), "heads": heads.default_input(),
    "gradients": gradients.default_input(),
}
EDITED = {
    "why": why.parse_input("the fish bank water", "a loan bank cash money", 9),
    "scores": scores.compute(scores.parse_input([[1, 0], [0, 2], [3, 1]], "a b c", 2, 5, 3, "linear")),
    "softmax": softmax.parse_input("5, -1, 2", "x y z", 0.0, 1, 8, 3),
    "masking": dataclasses.replace(masking.default_input(), pads=(0, 2), seed=4),
    "dropout": dropout.parse_input(0.2, 9, 10, 5),
    "heads": heads.parse_input(3, 5, 4, 8, 2, 1),
    "gradients": gradients.parse_input(4, 3, 2, False),
}
# The lessons whose folder holds questions.py.
ASKING = sorted(name for name in LESSONS if questions.questions_of(name))


@pytest.mark.parametrize("lesson", ASKING)
def test_every_lesson_asks_at_least_twice_but_not_at_its_first_step(lesson):
    steps = lesson_module(lesson).STEPS
    asked = [s for s in steps if questions.question(lesson, DEFAULTS[lesson], s)]
    assert len(asked) >= 2 and steps[0] not in asked
    assert linked_exercises(lesson)  # and ends with exercises


@pytest.mark.parametrize("inputs", [DEFAULTS, EDITED], ids=["defaults", "edited"])
@pytest.mark.parametrize("lesson", ASKING)
def test_questions_format_and_their_answer_is_a_choice(lesson, inputs):
    for step_id in questions.questions_of(lesson):
        q = questions.question(lesson, inputs[lesson], step_id)
        values = [v for _, v in q.choices]
        assert q.answer in values and len(set(values)) == len(values) >= 2
        for lang in i18n.LANGS:
            assert i18n.t(q.prompt, lang, **q.args) and i18n.t(q.why, lang, **q.args)


def test_unknown_step_is_an_input_error():
    with pytest.raises(InputError):
        questions.question("why", DEFAULTS["why"], "nope")


def test_answers_follow_the_tensors():
    r = EDITED["scores"]
    q = questions.question("scores", r, "scaled_scores")
    assert q.answer == str(int(r.weights[r.inp.query].argmax()))
    q = questions.question("scores", r, "all_scores")
    assert q.answer == "(3, 3)"
    # softmax: with c = 0 every weight is 1/3; c = 8 sharpens them
    assert questions.question("softmax", EDITED["softmax"], "temperature").answer == "yes"
    flat = softmax.parse_input("2, 2, 2", "", 1.0, 1, 8, 3)
    assert questions.question("softmax", flat, "temperature").answer == "no"
    assert questions.question("softmax", DEFAULTS["softmax"], "overflow").answer == "yes"
    calm = softmax.parse_input("0.1, 0.2", "", 1.0, 1, 8, 3)
    assert questions.question("softmax", calm, "overflow").answer == "no"
    # masking: right padding does not touch real tokens under the causal mask, left padding does
    assert questions.question("masking", DEFAULTS["masking"], "padding").answer == "no"
    assert questions.question("masking", EDITED["masking"], "padding").answer == "yes"
    # heads: view fails for n, h, d_h > 1, works when d_h = 1
    assert questions.question("heads", EDITED["heads"], "contiguous").answer == "no"
    assert questions.question("heads", DEFAULTS["heads"], "contiguous").answer == "yes"
    assert questions.question("heads", EDITED["heads"], "wrapper_vs_mha").answer == "16"
    assert questions.question("heads", EDITED["heads"], "per_head").answer == "(3, 2, 5, 5)"
    # dropout: survivors take 1 / (1 - p); row sums after a draw
    assert questions.question("dropout", EDITED["dropout"], "weights").answer == "1 / (1 − p)"
    inp = EDITED["dropout"]
    from attnlab import attention
    out, _ = attention.dropout(dropout.base_weights(inp), 0.2, torch.Generator().manual_seed(9))
    expected = "yes" if abs(float(out[5].sum()) - 1) < 1e-6 else "no"
    assert questions.question("dropout", inp, "row_sums").answer == expected
    assert questions.question("gradients", EDITED["gradients"], "d_scores").answer == "yes"


def test_check_handler_verdicts_in_both_languages():
    from attnlab.lessons.scores.tab import scores_check, scores_question

    class Req:
        def __init__(self, lang):
            self.headers = {"accept-language": lang}

    args = ([list(r) for r in examples.EMBEDDINGS], " ".join(examples.TOKENS), 1, 123, 2, "rand")
    q_text, choices, box, _, check_btn, reveal_btn = scores_question(*args, "query_weights", True,
                                                                     Req("en"))
    assert "Predict first" in q_text and box["open"] is False
    assert check_btn["visible"] is True and reveal_btn["visible"] is True
    right = str(int(torch.softmax(examples.inputs() @ examples.inputs()[1], -1).argmax()))
    verdict, box = scores_check(*args, "query_weights", right, False, Req("en"))
    assert verdict.startswith("**Right") and box["open"] is True
    wrong = "0" if right != "0" else "1"
    verdict, _ = scores_check(*args, "query_weights", wrong, False, Req("zh"))
    assert verdict.startswith("**不太对") and "journey" in verdict
    verdict, box = scores_check(*args, "query_weights", None, False, Req("en"))
    assert verdict == i18n.t("predict.pick_first") and "open" not in box
    verdict, box = scores_check(*args, "query_weights", None, True, Req("en"))
    assert verdict.startswith("**The answer") and box["open"] is True
    q_text, choices, box, _, check_btn, reveal_btn = scores_question(*args, "query_scores", True,
                                                                     Req("zh"))
    assert q_text == i18n.t("predict.none", "zh") and box["open"] is True
    # no question, no buttons (issue 20, point 8)
    assert check_btn["visible"] is False and reveal_btn["visible"] is False


def linked_exercises(lesson: str) -> list[str]:
    """The exercises a lesson's tab links to: those that name it (Exercise.lesson / also_in)."""
    import exercises

    return [e.id for e in exercises.ALL if lesson in (e.lesson, *e.also_in)]


def test_each_exercise_belongs_to_a_lesson_whose_tab_lists_it():
    import exercises
    from attnlab.ui import common

    table = common.i18n_instance().translations_dict
    for e in exercises.ALL:
        assert questions.questions_of(e.lesson) or e.lesson == "dropout", e.id
        for lang in ("en", "zh"):
            assert f"`{e.id}`: {e.title[lang]}" in table[lang][f"links.{e.lesson}"]
    assert "ex_context" in linked_exercises("why")  # also_in: the motivation lesson links it too


def test_query_key_heatmaps_name_their_axes_and_follow_the_theme():
    from attnlab import plots

    for lang in i18n.LANGS:
        fig = plots.step_figure(masking.step(masking.default_input(), "way_b"), lang)
        assert fig.layout.yaxis.title.text == i18n.t("axis.queries", lang)
        assert fig.layout.xaxis.title.text == i18n.t("axis.keys", lang)
        assert fig.data[0].hovertemplate.startswith(i18n.t("axis.hover_qk", lang))
        assert fig.layout.paper_bgcolor == fig.layout.plot_bgcolor == "rgba(0,0,0,0)"
    # a matrix whose axes are not tokens × tokens gets no query/key titles
    fig = plots.step_figure(why.step(why.default_input(), "same_word"), "en")
    assert fig.layout.xaxis.title.text is None


def test_every_public_endpoint_is_in_the_api_docs_table():
    import re
    from pathlib import Path

    from attnlab.ui.app import build_demo

    api = (Path(__file__).resolve().parent.parent / "docs" / "api.md").read_text()
    listed = set(re.findall(r"^\| `([a-z0-9_<>]+)`", api, re.M))
    lessons = re.search(r"`<lesson>_question` for (.*?) \|", api).group(1)
    for lesson in re.findall(r"`(\w+)`", lessons):
        listed |= {f"{lesson}_question", f"{lesson}_check"}
    public = {dep["api_name"] for dep in build_demo().config["dependencies"]
              if dep.get("api_visibility") == "public" and dep.get("api_name")}
    assert public - listed == set()


# --- issue 20: quizzes judged by value, ties included; no quiz without two different answers ----

class _Req:
    def __init__(self, lang):
        self.headers = {"accept-language": lang}


def test_tied_weights_are_both_right_in_scores():
    from attnlab.lessons.scores.tab import scores_check

    rows = [list(r) for r in examples.EMBEDDINGS]
    rows[2] = list(rows[1])  # "starts" gets journey's exact embedding: equal scores, equal weights
    args = (rows, " ".join(examples.TOKENS), 1, 123, 2, "rand")
    r = scores.compute(scores.parse_input(*args))
    assert abs(float(r.alpha[1]) - float(r.alpha[2])) < 1e-7
    q = questions.question("scores", r, "query_weights")
    assert set(q.right()) == {"1", "2"}
    for lang, word in (("en", "**Right"), ("zh", "**答对了")):
        for guess in ("1", "2"):
            verdict, _ = scores_check(*args, "query_weights", guess, False, _Req(lang))
            assert verdict.startswith(word), verdict
        verdict, _ = scores_check(*args, "query_weights", "0", False, _Req(lang))
        assert not verdict.startswith(word)


def test_repeated_word_ties_in_why():
    inp = why.parse_input("the bank bank water", "the money bank loan", 123)
    q = questions.question("why", inp, "dot_weights")
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)[inp.a.index("bank")]
    expected = {str(i) for i in range(len(inp.a)) if abs(float(w[i] - w.max())) <= questions.TOLERANCE}
    assert {"1", "2"} <= expected and set(q.right()) == expected


def test_dropout_p_zero_every_equal_choice_is_right():
    from attnlab.lessons.dropout.tab import dropout_check

    inp = dropout.parse_input(0.0, 3, 10, 1)
    q = questions.question("dropout", inp, "weights")
    assert set(q.right()) == {"1", "1 − p", "1 / (1 − p)"}
    verdict, _ = dropout_check(0.0, 3, 10, 1, "weights", "1 / (1 − p)", False, _Req("en"))
    assert verdict.startswith("**Right")
    verdict, _ = dropout_check(0.0, 3, 10, 1, "weights", "p", False, _Req("en"))
    assert verdict.startswith("**Not quite")


@pytest.mark.parametrize("p", [0.0, 0.1, 0.5, 0.9])
def test_dropout_value_quiz_judged_against_the_draw(p):
    inp = dropout.parse_input(p, 5, 10, 1)
    q = questions.question("dropout", inp, "weights")
    survivor = 1 / (1 - p)
    values = {"1": 1.0, "1 − p": 1 - p, "1 / (1 − p)": survivor, "p": p}
    assert set(q.right()) == {k for k, v in values.items() if abs(v - survivor) <= 5e-5}


def test_a_quiz_with_one_possible_answer_is_not_asked():
    # n = d: dP, V Vᵀ, … all have the shape (4, 4): one choice, nothing to predict
    assert questions.question("gradients", gradients.parse_input(4, 4, 1, True), "d_context") is None
    assert questions.question("gradients", gradients.parse_input(4, 3, 1, True), "d_context")
    # one token: the only key gets all the weight
    one = scores.compute(scores.parse_input([[1.0, 2.0]], "a", 0, 1, 2, "rand"))
    assert questions.question("scores", one, "query_weights") is None
    # no pad, or no real token: nothing to predict about the real tokens
    for pads in ((), tuple(range(6))):
        inp = dataclasses.replace(masking.default_input(), pads=pads)
        assert questions.question("masking", inp, "padding") is None


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from([0.0, 0.5, 1.0, -1.0, 0.25]), min_size=2, max_size=2),
                min_size=2, max_size=5), st.data())
def test_every_choice_equal_in_value_to_the_answer_is_right(rows, data):
    q_index = data.draw(st.integers(0, len(rows) - 1))
    labels = " ".join(f"t{i}" for i in range(len(rows)))
    r = scores.compute(scores.parse_input(rows, labels, q_index, 7, 2, "linear"))
    for step_id, w in (("query_weights", r.alpha), ("scaled_scores", r.weights[q_index])):
        q = questions.question("scores", r, step_id)
        right = {str(i) for i in range(len(rows)) if float(w.max() - w[i]) <= questions.TOLERANCE}
        if len(right) == len(rows):
            assert q is None  # every choice right: nothing to predict
        else:
            assert set(q.right()) == right
