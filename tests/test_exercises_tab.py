"""The Exercises tab's handlers, directly and through a real server."""

from __future__ import annotations

import gradio as gr
import pytest

import exercises
from attnlab.grading import checks
from attnlab.ui import exercise_common
from attnlab.ui.exercises_tab import exercise_check, exercise_hint, exercise_show, parse_short_answer
from helpers import BROWSER_ARGS, CHROMIUM, EN, ZH, call_http



@pytest.mark.parametrize("text,kind,value", [
    ("0.9544", "number", 0.9544), (" 1e-3 ", "number", 0.001),
    ("0.44, 0.65, 0.57", "vector", [0.44, 0.65, 0.57]), ("[1, 2]", "vector", [1, 2]),
    ("(2, 2, 6, 2)", "shape", (2, 2, 6, 2)), ("2 2 6 2", "shape", [2.0, 2.0, 6.0, 2.0]),
    # A comma in one number: thousands when grouped by three, else a decimal comma.
    ("1,000", "number", 1000), ("2,360,064", "number", 2360064), ("-1,000", "number", -1000),
    ("２，３６０，０６４", "number", 2360064), ("0,9544", "number", 0.9544), ("1,5", "number", 1.5),
])
def test_parse_short_answer(text, kind, value):
    assert parse_short_answer(text, kind) == value


# What learners type into the answer box: every one of these is the right answer.
@pytest.mark.parametrize("exercise_id,text", [
    ("ex_omega", "0.9544。"), ("ex_omega", "0．9544"), ("ex_omega", "≈0.9544"), ("ex_omega", "ω = 0.9544"),
    ("ex_omega", "0,9544"), ("ex_omega", "[0.9544]"), ("ex_omega", "0.9544."),
    ("ex_softmax_weight", "23.79%"), ("ex_softmax_weight", "23.79 ％"),
    ("ex_dropout_survivor", "10/9"), ("ex_dropout_survivor", "1/(1-0.1)"), ("ex_dropout_survivor", "1 / 0.9"),
    ("ex_dropout_survivor", "10/9 ≈ 1.1111"), ("ex_dropout_survivor", "1.1111..."),
    ("ex_context", "[0.4419 0.6515 0.5683]"), ("ex_context", "tensor([0.4419, 0.6515, 0.5683])"),
    ("ex_context", "（0.4419，0.6515，0.5683）"), ("ex_context", "0.4419、0.6515、0.5683"),
    ("ex_context", "0.4419; 0.6515; 0.5683"), ("ex_context", "[[0.4419, 0.6515, 0.5683]]"),
    ("ex_context", "tensor([0.4419, 0.6515, 0.5683], dtype=torch.float64)"),
    ("ex_shape_view", "torch.Size([2, 3, 5, 4])"), ("ex_shape_view", "（2，3，5，4）"),
    ("ex_shape_view", "2×3×5×4"), ("ex_shape_view", "2 x 3 x 5 x 4"), ("ex_shape_view", "(2, 3, 5, 4)。"),
])
def test_short_answers_in_learners_formats_pass(exercise_id, text):
    from attnlab.ui.exercises_tab import check_short

    outcome = check_short(exercises.BY_ID[exercise_id], text)
    assert outcome.status == "passed", (text, outcome)


@pytest.mark.parametrize("exercise_id,text,key", [
    ("ex_omega", "95%", "feedback.few_decimals"), ("ex_dropout_survivor", "1/0.1", "ex_dropout_survivor.over_p"),
    ("ex_context", "[0.4419 0.6515]", "feedback.wrong_length"), ("ex_shape_view", "2×5×3×4", "ex_shape_view.no_transpose"),
    ("ex_shape_view", "(2, 3, 5, 4.5)", "feedback.wrong_shape_answer"),
    ("ex_omega", "(" * 99 + "2" + ")" * 99, "feedback.wrong_number"),  # deep, but no crash
])
def test_short_answers_in_learners_formats_are_still_graded(exercise_id, text, key):
    from attnlab.ui.exercises_tab import check_short

    outcome = check_short(exercises.BY_ID[exercise_id], text)
    assert outcome.status == "failed" and outcome.feedback == key, (text, outcome)


@pytest.mark.parametrize("exercise_id,text,key,says", [
    ("ex_omega", "0.9544 (approx)", "exercises.unparsed_number", "0.1234"),
    ("ex_context", "(0.4419 | 0.6515)", "exercises.unparsed_vector", "[0.1, 0.2, 0.3]"),
    ("ex_shape_view", "(b, 3, 5, 4)", "exercises.unparsed_shape", "(1, 2, 3, 4)"),
    ("ex_context", "[" + "1, " * 100 + "]", "exercises.answer_too_long", "200"),
    ("ex_omega", "1/0", "exercises.unparsed_number", "0.1234"),
    ("ex_omega", "9 ** 9 ** 9", "exercises.unparsed_number", "0.1234"),
])
def test_unreadable_short_answers_say_what_to_type(exercise_id, text, key, says):
    from attnlab.errors import InputError
    from attnlab.i18n import t
    from attnlab.ui.exercises_tab import check_short

    with pytest.raises(InputError) as err:
        check_short(exercises.BY_ID[exercise_id], text)
    assert err.value.key == key
    assert says in t(key, "en", **err.value.args_) and says in t(key, "zh", **err.value.args_)


def test_a_list_with_a_word_in_it_names_the_entry():
    from attnlab.i18n import t
    from attnlab.grading.model import AnswerProblem

    with pytest.raises(AnswerProblem) as err:
        checks.sequence_out([0.4419, "0.6515", 0.5683])
    assert err.value.key == "feedback.not_sequence_item"
    assert "str" in t(err.value.key, "en", **err.value.args_) and "list" not in t(
        err.value.key, "en", **err.value.args_)


@pytest.mark.parametrize("text", ["", "abc", "1, two", "x" * 500, "__import__('os')"])
def test_bad_short_answers_raise_translated_errors(text):
    with pytest.raises(gr.Error) as err:
        exercise_check("ex_omega", text, "", {}, request=ZH)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in err.value.message)


def test_show_switches_widgets_by_kind():
    statement, text, code, hint, shown, check = exercise_show("ex_omega", request=EN)
    assert "journey" in statement and text["visible"] and not code["visible"] and check["visible"]
    statement, text, code, hint, shown, check = exercise_show("ex3_1", request=ZH)
    assert "练习 3.1" in statement and code["visible"] and code["value"].startswith("def ex3_1")
    assert check["visible"] and "系统调用过滤" in statement  # the layers that confine code here
    with pytest.raises(gr.Error):
        exercise_show("nope", request=EN)


def test_wrong_then_right_accumulates_progress():
    text, progress_md, state = exercise_check("ex_omega", "1.0", "", {}, request=EN)
    assert "Not yet" in text and state == {"ex_omega": 0}
    text, progress_md, state = exercise_check("ex_omega", "0.9544", "", state, request=EN)
    total = sum(e.points for e in exercise_common.all_exercises())  # grows with every exercise
    assert "Passed" in text and state == {"ex_omega": 1} and f"1 / {total:g}" in progress_md
    text, progress_md, state = exercise_check("ex_omega", "7", "", state, request=EN)
    assert state == {"ex_omega": 1}  # the best score is kept


def test_code_answers_run_in_the_sandbox():
    ref = exercises.BY_ID["ex_causal_weights"].solution
    text, _, state = exercise_check("ex_causal_weights", "", ref, {}, request=ZH)
    assert "通过" in text and state["ex_causal_weights"] == 2
    text, _, _ = exercise_check("ex_causal_weights", "",
                                "import os\ndef ex_causal_weights(s):\n    os.fork()\n", {}, request=EN)
    assert "Error" in text and "Operation not permitted" in text


@pytest.mark.parametrize("hosted", [True, False])
def test_code_answers_are_off_without_seccomp_unless_a_local_user_asks(monkeypatch, hosted):
    """Hosted: refused, whatever is asked. Local: refused unless --unsafe-no-sandbox. The editor
    and the Check button are hidden, and the statement says why in the learner's words."""
    from attnlab import hosting
    from attnlab.grading import runner

    monkeypatch.setattr(runner.Sandbox, "missing", lambda self: ["seccomp (libseccomp)"])
    monkeypatch.setattr(hosting, "_declared", {**hosting._declared, "unsafe": False})
    if hosted:
        monkeypatch.setenv("SYSTEM", "spaces")
    statement, _, code, _, _, check = exercise_show("ex3_1", request=EN)
    assert not code["visible"] and not check["visible"]
    assert ("switched off on this server" if hosted else "--unsafe-no-sandbox") in statement
    text, _, state = exercise_check("ex3_1", "", "def ex3_1(a, b): pass", {}, request=EN)
    assert "cannot be checked here" in text and state == {}
    text, _, _ = exercise_check("ex_omega", "0.9544", "", {}, request=EN)  # short answers still work
    assert "Passed" in text
    monkeypatch.setattr(hosting, "_declared", {**hosting._declared, "unsafe": True})
    statement, _, code, _, _, check = exercise_show("ex3_1", request=EN)
    assert code["visible"] != hosted and check["visible"] != hosted  # never unconfined when hosted


def test_hints_run_out_politely():
    n = len(exercises.BY_ID["ex3_2"].hints["en"])
    shown = 0
    for i in range(n):
        text, shown = exercise_hint("ex3_2", shown, request=EN)
        assert f"Hint {i + 1} of {n}" in text
    text, shown = exercise_hint("ex3_2", shown, request=EN)
    assert "No more hints" in text and shown == n


@pytest.mark.server
def test_exercise_endpoints_over_http(server_url):
    status, out = call_http(server_url, "exercise_check", ["ex_shape_view", "(2, 3, 5, 4)", "", {}],
                            lang="zh")
    assert status == "complete" and "通过" in out[0]
    bad = "def ex3_2(W):\n    return W(3, 2, 6, 0.0, num_heads=2)\n"
    status, out = call_http(server_url, "exercise_check", ["ex3_2", "", bad, {}], lang="en")
    # the feedback names the wrapper's per-head d_out and the value that would give (2, 6, 2)
    assert status == "complete" and "got (2, 6, 4)" in out[0] and "the right d_out is 1" in out[0]
    status, message = call_http(server_url, "exercise_check", ["nope", "", "", {}], lang="en")
    assert status == "error" and "exercise must be one of" in message


def test_hints_accumulate_under_each_other():
    ex = exercises.BY_ID["ex_mha_forward"]
    shown, texts = 0, []
    for _ in ex.hints["zh"]:
        text, shown = exercise_hint(ex.id, shown, request=ZH)
        texts.append(text)
    for i, text in enumerate(texts):  # hint i shows every hint up to i, in order
        positions = [text.index(h) for h in ex.hints["zh"][: i + 1]]
        assert positions == sorted(positions)
        assert all(h not in text for h in ex.hints["zh"][i + 1:])


def test_every_exercise_names_its_lesson():
    from attnlab.ui import app
    from attnlab.ui.exercises_tab import open_lesson_js

    tabs = {block.id for block in app.build_demo().blocks.values() if isinstance(block, gr.Tab)}
    for ex in exercises.ALL:
        assert ex.lesson in tabs  # a real tab id of the app
        statement, *_ = exercise_show(ex.id, request=EN)
        assert "Lesson:" in statement
        assert f'"{ex.id}": "{ex.lesson}"' in open_lesson_js()  # the lesson button opens it


@pytest.mark.browser
@pytest.mark.server
def test_lesson_button_opens_the_lesson_and_hints_pile_up(server_url):
    import os

    if not os.path.exists("/usr/bin/chromium"):
        pytest.skip("Debian's chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    ex = exercises.BY_ID["ex_causal_weights"]
    with sync_api.sync_playwright() as p:
        # The shared flags: without them Chromium keeps dialling out on this closed network.
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        try:
            page = browser.new_page(locale="en-US", viewport={"width": 1400, "height": 1100})
            page.goto(server_url + "/")
            page.locator("#tab-exercises-button").click()
            page.locator("#exercise-picker input").click()
            page.get_by_role("option", name=ex.title["en"]).click()
            page.wait_for_function("t => document.querySelector('#exercise-statement').innerText"
                                   ".includes(t)", arg=ex.title["en"], timeout=60_000)
            for hint in ex.hints["en"]:
                page.locator("#exercise-hint-button").click()
                page.wait_for_function("t => document.querySelector('#exercise-hint').innerText"
                                       ".includes(t)", arg=hint[:30], timeout=20_000)
            shown = page.locator("#exercise-hint").inner_text()
            assert shown.index(ex.hints["en"][0][:30]) < shown.index(ex.hints["en"][1][:30])
            page.locator("#exercise-lesson-button").click()
            page.wait_for_function("() => document.querySelector('#tab-masking-button')"
                                   ".getAttribute('aria-selected') === 'true'", timeout=20_000)
        finally:
            browser.close()


def test_a_short_answer_graded_again_gets_the_same_grade_from_the_cache():
    """A class sends the same few wrong answers again and again: where an exercise's inputs do not
    depend on the seed, the grade is kept (benchmarks/class_load.py's p95); it is the grade a
    fresh check gives, answer by answer."""
    from attnlab import registry
    from attnlab.ui import exercises_tab as tab

    short = [e for e in registry.bundled() if e.kind != "code"]
    assert short and all(tab._seedless(e) for e in short)  # the book's numbers, every seed
    kept = 0
    for ex in short:
        for text in ("0.9544", "0.5", "1, 2, 3", "(2, 6, 2)", "2.5e3"):
            try:
                tab.SHORT_GRADES.clear()
                fresh = tab.check_short(ex, text)
            except Exception as e:  # a text this kind refuses: refused the same way again
                with pytest.raises(type(e)):
                    tab.check_short(ex, text)
                continue
            if tab.SHORT_GRADES:  # graded (a malformed value is told at once, never kept)
                kept += 1
                assert tab.check_short(ex, text) is fresh  # the kept grade
            tab.SHORT_GRADES.clear()
            assert tab.check_short(ex, text) == fresh  # and the one a new check computes
    assert kept >= len(short)
