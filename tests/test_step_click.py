"""A "Next step" click is one server event and the figure one .then (issue 32): the click's
request moves the step radio (the neighbour computed on the server) and sends the explanation,
formula and question; the figure follows, so Plotly's drawing no longer holds back the text.

Each event costs the browser rounds of Gradio's status updates (benchmarks/browser_steps.py and
profile_step.py measure the click); these tests hold the wiring to that shape, the statuses to
none for a move and one for the page load, and what the events send to what the separate endpoints
give (tests/test_page_statuses.py: the statuses Gradio's page keeps).
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess

import pytest

from attnlab.lessons import lesson_module
from attnlab.ui import steps as ui_steps
from attnlab.ui.app import build_demo
from helpers import EN, ZH

LESSONS = ("scores", "softmax", "masking", "dropout", "heads", "gradients", "why", "gpt2")


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def by_elem(demo, elem_id):
    return next(b for b in demo.blocks.values() if getattr(b, "elem_id", None) == elem_id)


def triggered_by(demo, block, event):
    return [f for f in demo.fns.values() if (block._id, event) in f.targets]


WIRED = ("scores", "softmax", "masking", "dropout", "heads", "gradients", "why")  # wire_lesson


def followers(demo, dep):
    return [f for f in demo.fns.values() if getattr(f, "trigger_after", None) == dep._id]


@pytest.mark.parametrize("lesson", WIRED)
def test_a_step_move_is_one_event_then_its_figure(demo, lesson):
    step = by_elem(demo, f"{lesson}-step")
    plot = by_elem(demo, f"{lesson}-plot")
    assert triggered_by(demo, step, "change") == []  # the buttons' own update computes nothing
    moves = [triggered_by(demo, by_elem(demo, f"{lesson}-{b}"), "click") for b in ("prev", "next")]
    moves.append(triggered_by(demo, step, "input"))  # a learner's pick in the radio
    for (move,) in moves:
        assert move.fn is not None and not move.js and not move.queue
        # only the step: each input an event sends is a status the page keeps (ui/steps.py: KEPT)
        assert [b._id for b in move.inputs] == [step._id]
        ids = [b.elem_id for b in move.outputs]
        assert ids[:3] == [f"{lesson}-step", f"{lesson}-text", f"{lesson}-formula"]
        assert {f"{lesson}-question", f"{lesson}-answer"} <= set(ids)
        assert f"{lesson}-plot" not in ids
        assert move.trigger_mode == "always_last" and move.show_progress == "hidden"
        assert move.show_progress_on == []  # no status kept in the page (ui/steps.py)
        (figure,) = followers(demo, move)
        # the figure, and the line view under it where the lesson has one (one request for both)
        lines = [b for b in demo.blocks.values() if getattr(b, "elem_id", None) == f"{lesson}-lines"]
        assert [b._id for b in figure.outputs] == [plot._id, *(b._id for b in lines)]
        assert not figure.queue
        assert figure.inputs == []  # the move kept its figure for the session
        assert figure.show_progress_on == []


def test_the_page_load_and_exercise_statement_show_progress_on_one_component(demo):
    from test_app_page_load import load_dependencies

    loads = load_dependencies(demo)
    merged = next(f for f in loads if f.name == "page_load")
    from attnlab.lessons import TABS

    assert [b.elem_id for b in merged.show_progress_on] == [f"{TABS[0]}-text"]  # the first tab
    assert len(merged.outputs) > 20
    for f in loads:  # every event the page load runs keeps at most one status in the page
        assert f.fn is None or (f.show_progress_on is not None and len(f.show_progress_on) == 1) \
            or len(f.outputs) <= 1, f.name


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the buttons' JS")
@pytest.mark.parametrize("lesson", ["scores", "heads"])
def test_the_buttons_javascript_moves_as_the_python_neighbour_does(lesson):
    steps = lesson_module(lesson).STEPS
    cases = [(s, off) for s in (*steps, "no-such-step") for off in (-1, 1)]
    code = "const out = [];\n" + "".join(
        f"out.push(({ui_steps.neighbour_js(steps, off)})({json.dumps(s)}));\n" for s, off in cases)
    code += "console.log(JSON.stringify(out));"
    got = json.loads(subprocess.run(["node", "-e", code], capture_output=True, text=True,
                                    timeout=60, check=True).stdout)
    assert got == [ui_steps.neighbour(steps, s, off) for s, off in cases]


@pytest.mark.parametrize("lesson,lang,button", [("scores", EN, "next"), ("heads", ZH, "next"),
                                                ("why", EN, "prev")])
def test_the_move_and_figure_give_what_the_step_and_question_endpoints_give(demo, lesson, lang,
                                                                          button):
    from test_app_page_load import page_values

    step = by_elem(demo, f"{lesson}-step")
    (move,) = triggered_by(demo, by_elem(demo, f"{lesson}-{button}"), "click")
    (figure,) = followers(demo, move)
    fns = {f.api_name: f for f in demo.fns.values()}
    own_step, own_question = fns[f"{lesson}_step"], fns[f"{lesson}_question"]
    steps = lesson_module(lesson).STEPS
    here = steps[1]  # from the second step: Next goes to the third, Previous to the first
    there = steps[2] if button == "next" else steps[0]

    def values(dep, at):
        return [at if b is step else page_values(b) for b in dep.inputs]

    moved = asyncio.run(move.fn(*values(move, here), lang))
    shown = own_step.fn(*values(own_step, there), lang)
    asked = own_question.fn(*values(own_question, there), lang)  # gr.State(True): folded
    served = [ui_steps.serving.served(b, v) for b, v in zip(own_question.outputs, asked)]
    assert list(moved) == [there, shown[0], shown[1], *served]
    # the move's figure (and line view: heads)
    assert asyncio.run(figure.fn(lang)) == (shown[2] if len(shown) == 3 else tuple(shown[2:]))
    skip = {"__type__": "update"}  # taken: nothing to change
    assert asyncio.run(figure.fn(lang)) == (skip if len(shown) == 3 else (skip,) * len(shown[2:]))
    assert asyncio.run(move.fn(*values(move, here), lang)) == moved  # from the cache, unchanged
    assert shown[0] != own_step.fn(*values(own_step, here), lang)[0]
    # clamped at the ends, as the JavaScript neighbour is
    end = steps[-1] if button == "next" else steps[0]
    assert asyncio.run(move.fn(*values(move, end), lang))[0] == end


def test_real_heads_buttons_move_the_radio_in_the_browser_and_its_change_is_one_event(demo):
    step = by_elem(demo, "gpt2-step")
    for button in ("prev", "next"):
        (click,) = triggered_by(demo, by_elem(demo, f"gpt2-{button}"), "click")
        assert click.fn is None and click.js and [b._id for b in click.outputs] == [step._id]
    (change,) = triggered_by(demo, step, "change")
    assert {"gpt2-text", "gpt2-plot", "gpt2-question"} <= {b.elem_id for b in change.outputs}


def test_the_figure_request_computes_the_next_step_and_question_ahead(demo):
    import gradio as gr
    from test_app_page_load import page_values

    from attnlab.ui import common

    lesson = "masking"
    lang = gr.Request(headers={"accept-language": "zh-CN"}, session_hash="ahead")
    step = by_elem(demo, f"{lesson}-step")
    seed = by_elem(demo, "masking-seed")
    (move,) = triggered_by(demo, by_elem(demo, f"{lesson}-next"), "click")
    (figure,) = followers(demo, move)
    fns = {f.api_name: f for f in demo.fns.values()}
    own = fns[f"{lesson}_step"]
    steps = lesson_module(lesson).STEPS

    def values(at):  # a seed no other test asks for, so nothing is cached for it yet
        return [at if b is step else 4242 if b is seed else page_values(b) for b in own.inputs]

    plain = values(steps[2])[:-1]
    keys = [common.STEP_CACHE.key(f"{lesson}_step/served", (*plain, steps[3]), "zh"),
            common.STEP_CACHE.key(f"{lesson}_question/move/served", (*plain, steps[3], True), "zh")]
    own.fn(*values(steps[1]), lang)  # the learner's edit of the seed, kept for the moves
    assert not any(k in common.STEP_CACHE for k in keys)
    asyncio.run(move.fn(steps[1], lang))  # to steps[2]
    asyncio.run(figure.fn(lang))
    ui_steps._ahead_pool.submit(lambda: None).result(timeout=60)  # the worker has caught up
    assert all(k in common.STEP_CACHE for k in keys)
    # and the move there is what the endpoints give (served from what was computed ahead)
    moved = asyncio.run(move.fn(steps[2], lang))
    assert list(moved[1:3]) == list(own.fn(*values(steps[3]), lang)[:2])


def test_an_edit_answered_after_a_move_renders_the_step_moved_to(demo):
    """A box left by the click that moves the step fires its edit first, carrying the old step;
    answered after the move, it must not put the old step's text under the new step's radio."""
    import gradio as gr
    from test_app_page_load import page_values

    lesson = "why"
    step = by_elem(demo, f"{lesson}-step")
    (move,) = triggered_by(demo, by_elem(demo, f"{lesson}-next"), "click")
    edit = next(f for f in triggered_by(demo, by_elem(demo, "why-a"), "submit")
                if by_elem(demo, "why-text") in f.outputs)
    steps = lesson_module(lesson).STEPS
    me = gr.Request(headers={"accept-language": "en"}, session_hash="edit-race")
    other = gr.Request(headers={"accept-language": "en"}, session_hash="edit-race-2")

    def values(dep, at):
        return [at if b is step else page_values(b) for b in dep.inputs]

    first = edit.fn(*values(edit, steps[0]), me)[0]
    asyncio.run(move.fn(*values(move, steps[0]), me))  # now at steps[1]
    late = edit.fn(*values(edit, steps[0]), me)[0]  # the edit that left with steps[0]
    fns = {f.api_name: f for f in demo.fns.values()}
    second = fns[f"{lesson}_step"].fn(*values(fns[f"{lesson}_step"], steps[1]), other)[0]
    assert late == second != first
    assert edit.fn(*values(edit, steps[0]), other)[0] == first  # another session: as sent
