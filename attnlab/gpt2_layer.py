"""One real GPT-2 layer as plain data: what issue 21's part 3 needs to run a learner's
``ex_mha_forward`` on GPT-2 inside the sandbox (the child opens no file: it gets this data).

Trusted side (the app): ``case = layer_case(sentence, layer)``, then ``to_plain(case)`` gives a
JSON-able dict (tensors as little-endian float32 bytes in base64: about 12.6 MB for GPT-2 small's
four 768 x 768 projections). Child side: ``from_plain(data)`` and ``module_from(case)`` rebuild the
book's ``MultiHeadAttention`` with GPT-2's weights; the child runs the learner's forward on
``case.x`` and returns its output. Trusted side again: ``first_difference(case, output)`` says
"reproduces layer 5 to 1e-5" (None) or where it first differs, with token and feature.

Nothing here imports gradio, the grading package or the exercises.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

import torch

from attnlab import gpt2
from attnlab.errors import InputError
from attnlab.lessons import gpt2 as lesson
from attnlab.modules import MultiHeadAttention

NAMES = ("W_query.weight", "W_query.bias", "W_key.weight", "W_key.bias", "W_value.weight",
         "W_value.bias", "out_proj.weight", "out_proj.bias")


@dataclass(frozen=True)
class LayerCase:
    layer: int
    tokens: tuple[str, ...]
    num_heads: int
    context_length: int
    x: torch.Tensor  # (1, n, d): the layer's attention input, norm1 of the residual stream
    state: dict[str, torch.Tensor]  # the layer's MultiHeadAttention parameters (NAMES)
    expected: torch.Tensor  # (1, n, d): MultiHeadAttention(x) with those parameters
    weights: torch.Tensor  # (h, n, n): its attention weights


@torch.inference_mode()
def layer_case(sentence, layer, progress: gpt2.Progress | None = None) -> LayerCase:
    """GPT-2's layer ``layer`` (an index from 0) on ``sentence``, checked like the lesson's API
    input."""
    run = lesson.run(lesson.parse_input(sentence, lesson.shown(layer), 1), progress)
    model = run.loaded.model
    x = model.embed(torch.tensor([[t.id for t in run.tokens]]))
    for block in model.trf_blocks[:run.inp.layer]:
        x = block(x)
    block = model.trf_blocks[run.inp.layer]
    h = block.norm1(x)
    state = {name: t.detach().clone() for name, t in block.att.state_dict().items()
             if name in NAMES}
    return LayerCase(run.inp.layer, tuple(t.text for t in run.tokens), block.att.num_heads,
                     run.loaded.cfg.context_length, h.clone(), state, block.att(h).clone(),
                     run.weights[run.inp.layer].clone())


def _pack(t: torch.Tensor) -> dict:
    data = t.detach().to(torch.float32).contiguous().numpy().astype("<f4").tobytes()
    return {"shape": list(t.shape), "dtype": "float32", "b64": base64.b64encode(data).decode()}


def _unpack(d: dict) -> torch.Tensor:
    raw = base64.b64decode(d["b64"])
    shape = [int(s) for s in d["shape"]]
    t = torch.frombuffer(bytearray(raw), dtype=torch.float32)
    if t.numel() != int(torch.tensor(shape).prod()):
        raise ValueError("tensor size does not match its shape")
    return t.reshape(shape)


def to_plain(case: LayerCase) -> dict:
    """A JSON-able dict of ``case`` (for the sandbox's input)."""
    return {"layer": case.layer, "tokens": list(case.tokens), "num_heads": case.num_heads,
            "context_length": case.context_length, "x": _pack(case.x),
            "state": {k: _pack(v) for k, v in case.state.items()},
            "expected": _pack(case.expected), "weights": _pack(case.weights)}


def from_plain(d: dict) -> LayerCase:
    return LayerCase(int(d["layer"]), tuple(d["tokens"]), int(d["num_heads"]),
                     int(d["context_length"]), _unpack(d["x"]),
                     {k: _unpack(d["state"][k]) for k in NAMES}, _unpack(d["expected"]),
                     _unpack(d["weights"]))


def module_from(case: LayerCase) -> MultiHeadAttention:
    """The book's class holding the layer's weights (eval mode, dropout 0)."""
    d = case.x.shape[-1]
    mha = MultiHeadAttention(d, d, case.context_length, 0.0, case.num_heads, qkv_bias=True)
    mha.load_state_dict({**case.state, "mask": mha.mask}, strict=True)
    return mha.eval()


def first_difference(case: LayerCase, output, tol: float = 1e-5) -> dict | None:
    """None when ``output`` equals the layer's to ``tol``; else where it first differs."""
    got = torch.as_tensor(output, dtype=torch.float32)
    if tuple(got.shape) != tuple(case.expected.shape):
        return {"shape": list(got.shape), "expected_shape": list(case.expected.shape)}
    diff = (got - case.expected).abs().nan_to_num(float("inf"))
    bad = (diff > tol).nonzero()
    if not len(bad):
        return None
    _, token, feature = (int(i) for i in bad[0])
    return {"token": token, "token_text": case.tokens[token], "feature": feature,
            "expected": float(case.expected[0, token, feature]),
            "got": float(got[0, token, feature]), "max_diff": float(diff.max())}


__all__ = ["LayerCase", "layer_case", "to_plain", "from_plain", "module_from", "first_difference",
           "InputError"]
