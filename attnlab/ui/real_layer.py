"""The learner's ex_mha_forward on one real GPT-2 layer: not graded, a message beside the grade.

Trusted side: the layer's input (after norm1) and its MultiHeadAttention weights are taken from
the shared GPT-2 (attnlab.gpt2_layer) and sent into the sandbox as data; the child runs the answer
on them (exercises/ex_mha_forward/probe.py: probe_real_layer) and returns only its output, which
is compared here with the layer's own. The Exercises tab runs it through the same sandbox and
fairness gate as any code check (exercises_tab.real_layer_check).
"""

from __future__ import annotations

from attnlab import gpt2, gpt2_layer, i18n
from attnlab.grading import checks, codec
from attnlab.grading.model import CheckFailed, MalformedResult
from attnlab.lessons.gpt2 import shown

EXERCISE = "ex_mha_forward"
LAYER = 5  # index: GPT-2 small's sixth layer, shown as layer 6 (a smaller model: its last)
TOLERANCE = 1e-5


def payload_of(case: gpt2_layer.LayerCase) -> dict:
    """What the child gets: the layer's input and weights, never its output."""
    return {"d": int(case.x.shape[-1]), "num_heads": case.num_heads,
            "context_length": case.context_length, "x": codec.pack_tensor(case.x),
            "state": {name: codec.pack_tensor(t) for name, t in case.state.items()}}


def _number(v: float) -> str:
    return f"{v:.6g}"


def verdict(case: gpt2_layer.LayerCase, result: dict, lang: str) -> str:
    """The answer's output against the layer's own, in words."""
    want = case.expected
    try:  # sized against the layer's own output before a number is read
        output = checks.decode_bounded(result.get("output"), "output", want.numel(), want.shape)
    except CheckFailed:  # as many numbers as it says, in another shape
        got = checks.shape_of(result.get("output"), "output")
        return i18n.t("real_layer.shape", lang, got=tuple(got), want=tuple(want.shape))
    except MalformedResult:
        return i18n.t("feedback.malformed", lang, what="output")
    diff = gpt2_layer.first_difference(case, output, TOLERANCE)
    if diff is None:
        return i18n.t("real_layer.same", lang, layer=shown(case.layer), n=len(case.tokens),
                      tol=TOLERANCE)
    if "shape" in diff:
        return i18n.t("real_layer.shape", lang, got=tuple(diff["shape"]),
                      want=tuple(diff["expected_shape"]))
    return i18n.t("real_layer.differs", lang, layer=shown(case.layer), token=shown(diff["token"]),
                  text=diff["token_text"], feature=shown(diff["feature"]),
                  expected=_number(diff["expected"]), got=_number(diff["got"]),
                  max_diff=_number(diff["max_diff"]))


def case_for(sentence) -> gpt2_layer.LayerCase:
    """GPT-2's layer LAYER (a smaller model's last) on the learner's sentence."""
    return gpt2_layer.layer_case(sentence, min(LAYER, gpt2.get().cfg.n_layers - 1))
