"""Exercise 3.3 (book): a GPT-2-small-sized attention module on the requested device."""

from __future__ import annotations

import math

import torch

from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.modules import MultiHeadAttention

ID = "ex3_3"
D, HEADS, CONTEXT = 768, 12, 1024
PARAMETERS = 4 * D * D + D  # W_query, W_key, W_value without bias; out_proj with bias
EXPECTED = {"W_query.weight": (D, D), "W_key.weight": (D, D), "W_value.weight": (D, D),
            "out_proj.weight": (D, D), "out_proj.bias": (D,)}


def make_payload() -> dict:
    return {}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttention, torch.device(device))
    if not isinstance(module, MultiHeadAttention):
        raise AnswerProblem("ex3_3.not_mha", got=type(module).__name__)
    params = [[name, list(p.shape), p.device.type, bool(p.is_meta), type(p).__name__]
              for name, p in module.named_parameters()]
    buffers = [[name, list(b.shape), b.device.type] for name, b in module.named_buffers()]
    x = torch.rand(1, 4, module.W_query.in_features, device=device)
    with torch.no_grad():
        out = module.eval()(x)
    return {"params": params, "buffers": buffers, "heads": int(module.num_heads),
            "out_shape": list(out.shape), "out_device": out.device.type}


def check(payload: dict, result: dict):
    device = payload.get("device", "cpu")
    params = codec.expect(result, "params", list)
    shapes, total = {}, 0
    for row in params:
        if not (isinstance(row, list) and len(row) == 5 and isinstance(row[0], str)
                and isinstance(row[1], list) and all(isinstance(s, int) for s in row[1])):
            raise MalformedResult("params")
        name, shape, dev, meta, kind = row
        if meta or kind != "Parameter":
            return "ex3_3.not_real", {"name": name}
        if dev != torch.device(device).type:
            return "ex3_3.device", {"name": name, "got": dev, "want": device}
        shapes[name] = tuple(shape)
        total += math.prod(shape)
    heads = codec.expect(result, "heads", int)
    if heads != HEADS:
        return "ex3_3.heads", {"got": heads}
    for name, want in EXPECTED.items():
        if shapes.get(name) != want:
            got = shapes.get(name)
            return "ex3_3.shape", {"name": name, "want": checks.shape_text(want),
                                   "got": checks.shape_text(got) if got else "—"}
    buffers = {row[0]: tuple(row[1]) for row in codec.expect(result, "buffers", list)
               if isinstance(row, list) and len(row) == 3}
    if buffers.get("mask") != (CONTEXT, CONTEXT):
        got = buffers.get("mask")
        return "ex3_3.context", {"got": got[0] if got else "—"}
    if total != PARAMETERS:
        return "ex3_3.count", {"got": f"{total:,}", "want": f"{PARAMETERS:,}"}
    if codec.expect(result, "out_shape", list) != [1, 4, D]:
        return "ex3_3.output", {}
    return "", {}


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=3,
    title={"en": "Exercise 3.3 · A GPT-2-sized attention module",
           "zh": "练习 3.3 · 初始化 GPT-2 规模的注意力模块"},
    statement={
        "en": "Write `ex3_3(MultiHeadAttention, device)` that builds and returns a "
        "`MultiHeadAttention` with the sizes of the smallest GPT-2: 12 heads, 768 input and output "
        "dimensions, a context length of 1024 tokens and dropout 0.0, placed on `device`.",
        "zh": "编写 `ex3_3(MultiHeadAttention, device)`，构建并返回一个与最小的 GPT-2 规模相同的 "
        "`MultiHeadAttention`：12 个头，输入和输出都是 768 维，上下文长度 1024，dropout 为 0.0，并放在 `device` 上。",
    },
    hints={
        "en": ("In MultiHeadAttention, d_out is the total size; each head gets d_out / num_heads = 64.",
               "Move the module with .to(device)."),
        "zh": ("在 MultiHeadAttention 中，d_out 是总维度；每个头得到 d_out / num_heads = 64 维。",
               "用 .to(device) 移动模块。"),
    },
    starter="def ex3_3(MultiHeadAttention, device):\n    # return a GPT-2-small-sized MultiHeadAttention on device\n    ...\n",
    solution_source=solution_file(__file__, "ex3_3"),
    make_payload=make_payload,
    probe=probe,
    check=check,
)
