"""Exercise 3.3 (book): a GPT-2-small-sized attention module on the requested device.

Nothing the child says about its module is taken on trust for a pass. The child loads weights the
parent chose (from a seed in the payload, by parameter name) into the learner's module and returns
its outputs on a parent-chosen input, in eval and in train mode, with the parameters' names,
shapes and devices. The parent bounds all of that first, counts the parameters itself, builds its
own MultiHeadAttention with the same weights and recomputes the output: a wrong number of heads,
dropout above 0 or a tampered forward all show up as different numbers.
"""

from __future__ import annotations

import math

import torch

from attnlab.grading import checks, codec
from attnlab.grading.model import MalformedResult
from attnlab.grading.tensor_check import draw_seed
from attnlab.modules import MultiHeadAttention

from .probe import CONTEXT, D, EXPECTED, HEADS, MAX_ROWS, TOKENS, probe_input, values_for

PARAMETERS = 4 * D * D + D  # W_query, W_key, W_value without bias; out_proj with bias
GPT2_PARAMETERS = PARAMETERS + 3 * D  # real GPT-2 has biases in its query, key and value layers
MAX_DIMS, MAX_SIZE = 4, 2**24


def make_payload(rng: torch.Generator) -> dict:
    return {"seed": draw_seed(rng)}


def _rows(result: dict, key: str, width: int) -> list[list]:
    rows = codec.expect(result, key, list)
    if len(rows) > MAX_ROWS:
        raise MalformedResult(key)
    out = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == width and isinstance(row[0], str)
                and isinstance(row[1], list) and len(row[1]) <= MAX_DIMS
                and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= MAX_SIZE
                        for s in row[1])
                and all(isinstance(v, (str, bool)) for v in row[2:])):
            raise MalformedResult(key)
        out.append([checks.clean_text(row[0], 60), tuple(row[1]), *row[2:]])
    return out


def _model(seed: int, heads: int = HEADS) -> MultiHeadAttention:
    module = MultiHeadAttention(D, D, TOKENS, 0.0, heads).eval()  # only TOKENS positions are used
    with torch.no_grad():
        for name, p in module.named_parameters():
            p.copy_(values_for(name, p.shape, seed))
    return module


def check(payload: dict, result: dict):
    device = checks.device_type(payload.get("device", "cpu"))
    params = _rows(result, "params", 5)
    for name, shape, dev, dtype, meta in params:
        if meta or dev == "meta" and device != "meta":
            return "ex3_3.not_real", {"name": name}
    for name, shape, dev, dtype, meta in params:
        if dev != device:
            return "ex3_3.device", {"got": checks.clean_text(dev, 20), "want": device}
    shapes = {name: shape for name, shape, *_ in params}
    total = sum(math.prod(shape) for shape in shapes.values())  # counted here
    if "W_query.bias" in shapes:
        return "ex3_3.qkv_bias", {"got": f"{total:,}", "want": f"{PARAMETERS:,}",
                                  "gpt2": f"{GPT2_PARAMETERS:,}"}
    for name, want in EXPECTED.items():
        if shapes.get(name) != want:
            got = shapes.get(name)
            return "ex3_3.shape", {"name": name, "want": checks.shape_text(want),
                                   "got": checks.shape_text(got) if got else "—"}
    if set(shapes) != set(EXPECTED):
        return "ex3_3.count", {"got": f"{total:,}", "want": f"{PARAMETERS:,}"}
    buffers = {name: shape for name, shape, _ in _rows(result, "buffers", 3)}
    mask = buffers.get("mask")
    if mask != (CONTEXT, CONTEXT):
        return "ex3_3.context", {"got": mask[0] if mask else "—"}
    for name, shape, dev, dtype, meta in params:
        if dtype != "torch.float32":
            return "ex3_3.dtype", {"name": name, "got": checks.clean_text(dtype, 20)}
    if told := checks.frozen_told(result, "feedback.params_frozen"):
        return told
    if device == "cpu" and result.get("params_only") is True:
        # each parameter's .data moved, the buffers never: right on the CPU by chance
        return "ex3_3.params_only", {}
    elsewhere = result.get("meta")  # the answer's module when asked for the meta device (probe)
    if isinstance(elsewhere, list) and any(d != "meta" for d in elsewhere[:4]):
        # asked for another device, the module stayed where it was built (or went where the code
        # chose): right on the device it was graded on by chance
        # (told after what was built wrong, which a GPU would not hide)
        return "ex3_3.not_moved", {"got": checks.clean_text(", ".join(str(d) for d in elsewhere), 40)}
    if "error" in result:
        error = codec.expect(result, "error", str)
        if error == "feedback.device_mix":
            return "feedback.device_mix", {"want": device,
                                           "error": checks.clean_text(result.get("error_text", ""))}
        return "feedback.raised", {"error": checks.clean_text(result.get("error_text", ""))}
    seed = codec.expect(payload, "seed", int)
    x = probe_input(seed + 1)
    with torch.no_grad():
        want = _model(seed)(x)  # recomputed here, with our own module and the same weights
    got = checks.decode_bounded(codec.expect(result, "eval", dict), "output", want.numel(), want.shape)
    key, args = checks.compare(got, want, "output")
    if key:
        if key == "feedback.wrong_values":
            for heads in (1, 2, 3, 4, 6, 8, 16, 24, 32, 48, 64):
                with torch.no_grad():
                    if checks.same(got, _model(seed, heads)(x)):
                        return "ex3_3.heads", {"got": heads}
        return key, args
    trained = checks.decode_bounded(codec.expect(result, "train", dict), "output", want.numel(),
                                     want.shape)
    dropout = codec.decode_number(codec.expect(result, "dropout", (int, float, str)), "dropout")
    if checks.compare(trained, want, "output")[0] or dropout != 0.0:
        return "ex3_3.dropout", {"got": f"{dropout:g}" if math.isfinite(dropout) else "> 0"}
    return "", {}
