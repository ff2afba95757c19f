"""Every step of every lesson at the smallest inputs its tab accepts (issue 30).

One and two tokens, one feature, one head, the slider ends: each step must render (text, shapes,
figure) in both languages, and its question format, or the input be refused with a translated
message; never a crash ("Something went wrong"). The Real heads lesson is swept the same way by
its oracle (tests/oracles/test_gpt2_oracle.py: "Y" and "Your" among its examples), since it needs
the local GPT-2; the Training lab has no steps (its oracle runs 1-step runs).
"""

from __future__ import annotations

import importlib

import pytest

from attnlab import i18n
from attnlab.lessons import questions
from attnlab.ui import common

ROW1 = [[0.43, 0.15, 0.89]]
ROW2 = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66]]
FEAT1 = [[0.43]]

# The smallest inputs each tab takes, in the order of its parse_input (which takes indices from 0;
# the tab shows them from 1). Every one must be accepted: these are inside the UI's limits.
MINIMAL = {
    "why": [("bank", "bank", 0), ("the bank", "a bank", 0)],
    "scores": [(ROW1, "Your", 0, 0, 1, "rand"), (ROW2, "Your journey", 1, 0, 1, "rand"),
               (FEAT1, "Your", 0, 0, 1, "rand")],
    "softmax": [("1", "a", 1.0, 1.0, 2, 0), ("1, -1", "a b", 1.0, 1.0, 2, 0),
                ("0", "a", 0.0, 1000.0, 1024, 0), ("-0.1, -0.1005", "a b", 10.0, 1000.0, 2, 0)],
    "masking": [(ROW1, "Your", 0, 1, 0, 0.0, [], -1e9, 1), (ROW2, "Your journey", 0, 1, 1, 0.5, [1], -1.0, 1),
                (ROW1, "Your", 789, 2, 0, 0.5, [0], -65510.0, 2), (ROW1, "Your", 789, 2, 0, 0.5, [], -1e9, 2)],
    "dropout": [(0.0, 0, 1, 0), (0.99, 0, 1, 5)],
    "heads": [(1, 1, 1, 1, 1, 0), (1, 2, 1, 1, 1, 0), (1, 1, 3, 2, 2, 123), (2, 2, 1, 4, 4, 0)],
    "gradients": [(1, 1, 0, True), (2, 1, 0, False)],
}


def cases():
    for lesson, inputs in MINIMAL.items():
        for i, raw in enumerate(inputs):
            yield pytest.param(lesson, raw, id=f"{lesson}-{i}")


@pytest.mark.parametrize("lesson,raw", list(cases()))
def test_every_step_renders_at_the_smallest_inputs(lesson, raw):
    module = importlib.import_module(f"attnlab.lessons.{lesson}")
    inp = module.parse_input(*raw)
    if lesson == "scores":
        inp = module.compute(inp)
    for sid in module.STEPS:
        step = module.step(inp, sid)
        for lang in i18n.LANGS:
            text, shapes, fig = common.render_step(step, lang)
            assert text.strip(), (sid, lang)
            assert fig.layout.height >= 10, (sid, lang)
        q = questions.question(lesson, inp, sid)
        if q is not None:
            for lang in i18n.LANGS:
                assert i18n.t(q.prompt, lang, **q.args) and i18n.t(q.why, lang, **q.args)
