"""A "Next step" click is one server event (issue 32): the buttons move the step radio in the
browser, and the radio's change computes the step and its question in one request.

Each event costs the browser rounds of Gradio's status updates over every component an event ever
wrote (benchmarks/browser_steps.py measures the click); these tests hold the wiring to one event
and the one event to what the separate endpoints give.
"""

from __future__ import annotations

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


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_step_button_sends_nothing_and_a_step_change_is_one_event(demo, lesson):
    step = by_elem(demo, f"{lesson}-step")
    for button in ("prev", "next"):
        clicks = triggered_by(demo, by_elem(demo, f"{lesson}-{button}"), "click")
        assert len(clicks) == 1 and clicks[0].fn is None and clicks[0].js  # the browser alone
        assert [b._id for b in clicks[0].outputs] == [step._id]
    changes = triggered_by(demo, step, "change")
    assert len(changes) == 1, [f.name for f in changes]
    ids = {b.elem_id for b in changes[0].outputs}
    assert {f"{lesson}-text", f"{lesson}-plot", f"{lesson}-formula", f"{lesson}-question",
            f"{lesson}-answer"} <= ids
    assert changes[0].trigger_mode == "always_last"


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


@pytest.mark.parametrize("lesson,lang", [("scores", EN), ("heads", ZH), ("why", EN)])
def test_the_one_event_gives_what_the_step_and_question_endpoints_give(demo, lesson, lang):
    from test_app_page_load import page_values

    step = by_elem(demo, f"{lesson}-step")
    change = triggered_by(demo, step, "change")[0]
    fns = {f.api_name: f for f in demo.fns.values()}
    own_step, own_question = fns[f"{lesson}_step"], fns[f"{lesson}_question"]
    second = lesson_module(lesson).STEPS[1]

    def values(dep):
        return [second if b is step else page_values(b) for b in dep.inputs]

    both = change.fn(*values(change), lang)
    shown = own_step.fn(*values(own_step), lang)
    asked = own_question.fn(*values(own_question), lang)  # its gr.State(True): the answer folded
    served = [ui_steps.serving.served(b, v) for b, v in zip(own_question.outputs, asked)]
    assert list(both) == [*shown, *served]
    assert both[0] and both[0] != own_step.fn(*[page_values(b) for b in own_step.inputs], lang)[0]
