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
import secrets
import zlib

import torch

from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.modules import MultiHeadAttention

ID = "ex3_3"
D, HEADS, CONTEXT = 768, 12, 1024
TOKENS = 5
PARAMETERS = 4 * D * D + D  # W_query, W_key, W_value without bias; out_proj with bias
GPT2_PARAMETERS = PARAMETERS + 3 * D  # real GPT-2 has biases in its query, key and value layers
EXPECTED = {"W_query.weight": (D, D), "W_key.weight": (D, D), "W_value.weight": (D, D),
            "out_proj.weight": (D, D), "out_proj.bias": (D,)}
MAX_ROWS, MAX_DIMS, MAX_SIZE = 32, 4, 2**24


def values_for(name: str, shape, seed: int) -> torch.Tensor:
    """The weights the grader puts into parameter ``name`` (the same on both sides)."""
    g = torch.Generator().manual_seed((seed + zlib.crc32(name.encode())) % 2**63)
    return torch.randn(*shape, generator=g) * 0.05


def probe_input(seed: int) -> torch.Tensor:
    return torch.rand(1, TOKENS, D, generator=torch.Generator().manual_seed(seed))


def make_payload() -> dict:
    return {"seed": secrets.randbelow(2**31)}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttention, torch.device(device), device=device)
    if not isinstance(module, MultiHeadAttention):
        raise AnswerProblem("ex3_3.not_mha", got=checks.type_name(module))
    params = [[name, list(p.shape), p.device.type, str(p.dtype), bool(p.is_meta)]
              for name, p in module.named_parameters()]
    buffers = [[name, list(b.shape), b.device.type] for name, b in module.named_buffers()]
    report = {"params": params[:MAX_ROWS], "buffers": buffers[:MAX_ROWS],
              "dropout": float(getattr(getattr(module, "dropout", None), "p", 0.0) or 0.0)}
    shapes = {name: tuple(p.shape) for name, p in module.named_parameters()}
    if shapes != EXPECTED or any(p.is_meta for p in module.parameters()):
        return report  # the parent names the difference; no forward with unknown sizes
    seed = int(payload["seed"])
    try:
        with torch.no_grad():
            for name, p in module.named_parameters():
                p.copy_(values_for(name, p.shape, seed).to(p.device, p.dtype))
            x = probe_input(seed + 1).to(device)
            report["eval"] = checks.tensor_out(module.eval()(x), "output", device=device)
            report["train"] = checks.tensor_out(module.train()(x), "output", device=device)
    except AnswerProblem:
        raise
    except Exception as e:  # noqa: BLE001 - reported by the parent (a device mix-up, usually)
        problem = checks.error_problem(e, device)
        report["error"] = problem.key
        report["error_text"] = problem.args_.get("error", "")
    return report


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


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=3,
    title={"en": "Exercise 3.3 · A GPT-2-sized attention module",
           "zh": "练习 3.3 · 初始化 GPT-2 规模的注意力模块"},
    statement={
        "en": "Write `ex3_3(MultiHeadAttention, device)` that builds and returns a "
        "`MultiHeadAttention` with the sizes of the smallest GPT-2: 12 heads, 768 input and output "
        "dimensions, a context length of 1024 tokens, dropout 0.0 and `qkv_bias=False` (the "
        "book's default), placed on `device` (call `.to(device)`: the app grades on the CPU, an "
        "instructor may grade on a GPU). It then has 2,360,064 parameters; the real GPT-2's "
        "attention has 2,362,368, because its query, key and value layers also have biases "
        "(3 × 768 more).",
        "zh": "编写 `ex3_3(MultiHeadAttention, device)`，构建并返回一个与最小的 GPT-2 规模相同的 "
        "`MultiHeadAttention`：12 个头，输入和输出都是 768 维，上下文长度 1024，dropout 为 0.0，"
        "`qkv_bias=False`（书中的默认值），并放在 `device` 上（调用 `.to(device)`：本应用在 CPU 上评分，"
        "教师可能在 GPU 上评分）。这样它有 2,360,064 个参数；真正的 GPT-2 注意力层有 2,362,368 个，"
        "因为它的查询、键、值三个线性层还带有偏置（多出 3 × 768 个）。",
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
