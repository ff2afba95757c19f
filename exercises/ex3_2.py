"""Exercise 3.2 (book): a two-head wrapper whose context vectors are 2-dimensional.

The child reports the wrapper's projection weights and its outputs on the book's batch (in eval and
in train mode); the parent bounds every size first, rebuilds the wrapper with its own class and
recomputes the output. Train-mode outputs that differ from eval-mode ones reveal dropout > 0.
"""

from __future__ import annotations

import math
import re

import torch

from attnlab import examples
from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.modules import MultiHeadAttentionWrapper

ID = "ex3_2"
WANT = (2, 6, 2)
MAX_HEADS, MAX_DIM = 16, 64  # far above the exercise's sizes: anything larger is refused unread
_KEY = re.compile(r"heads\.(\d+)\.W_(query|key|value)\.(weight|bias)")


def make_payload() -> dict:
    return {}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttentionWrapper)
    if not isinstance(module, MultiHeadAttentionWrapper):
        raise AnswerProblem("ex3_2.not_wrapper", got=checks.type_name(module))
    heads = list(module.heads)
    report = {"heads": len(heads)}
    if not 1 <= len(heads) <= MAX_HEADS:
        return report
    first = heads[0]
    report["d_in"] = int(first.W_query.in_features)
    report["d_out"] = int(first.W_query.out_features)
    report["context"] = int(first.mask.shape[0])
    report["dropout"] = [float(h.dropout.p) for h in heads]
    if report["d_in"] > MAX_DIM or report["d_out"] > MAX_DIM:
        return report
    report["state"] = {k: checks.tensor_out(v, k) for k, v in module.state_dict().items()
                       if _KEY.fullmatch(k)}
    # The book's batch in the module's own dtype: a wrapper built at top level under the learner's
    # torch.set_default_dtype(torch.float64) is float64, and works on float64 inputs as it did
    # in their notebook (the checker recomputes in float32 from the same weights).
    weight = next(module.parameters())
    x = examples.batch().to(device=weight.device,
                            dtype=weight.dtype if weight.is_floating_point() else None)
    try:  # a failing forward is reported after the sizes that usually explain it
        with torch.no_grad():
            report["eval"] = checks.tensor_out(module.eval()(x).cpu(), "output")
            report["train"] = checks.tensor_out(module.train()(x).cpu(), "output")
    except AnswerProblem:
        raise
    except Exception as e:  # noqa: BLE001
        report["error"] = checks.clean_text(f"{type(e).__name__}: {e}")
    return report


def _int(result, key, low, high) -> int:
    value = codec.expect(result, key, int)
    if not low <= value <= high:
        raise MalformedResult(key)
    return value


def _rebuild(result: dict, heads: int, d_in: int, d_out: int) -> MultiHeadAttentionWrapper:
    """Our own wrapper (context 6: only the batch's tokens matter) with the answer's weights."""
    state = codec.expect(result, "state", dict)
    if len(state) > 6 * heads or not all(isinstance(k, str) and _KEY.fullmatch(k) for k in state):
        raise MalformedResult("state")
    bias = "heads.0.W_query.bias" in state
    module = MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, heads, qkv_bias=bias)
    own = module.state_dict()
    loaded = {}
    for key, encoded in state.items():
        if key not in own or checks.shape_of(encoded, key) != tuple(own[key].shape):
            raise MalformedResult(f"state: {key}")
        loaded[key] = codec.decode_tensor(encoded, key)
    missing = set(k for k in own if _KEY.fullmatch(k)) - set(loaded)
    if missing:
        raise MalformedResult("state: missing weights")
    module.load_state_dict(loaded, strict=False)  # the masks stay ours
    return module.eval()


def check(payload: dict, result: dict):
    heads = codec.expect(result, "heads", int)
    if heads != 2:
        return "ex3_2.heads", {"got": heads}
    d_in = _int(result, "d_in", 1, 2**31)
    d_out = _int(result, "d_out", 1, 2**31)
    context = _int(result, "context", 0, 2**31)
    if d_in != 3:
        return "ex3_2.d_in", {"got": d_in}
    if context < 6:
        return "ex3_2.context", {"got": context}
    shape = (2, 6, heads * d_out)
    if shape != WANT:
        return "ex3_2.shape", {"got": checks.shape_text(shape), "want": checks.shape_text(WANT),
                               "per_head": d_out}
    if "error" in result:
        return "feedback.raised", {"error": checks.clean_text(codec.expect(result, "error", str))}
    dropout = [codec.decode_number(p, "dropout") for p in codec.expect(result, "dropout", list)[:MAX_HEADS]]
    module = _rebuild(result, heads, d_in, d_out)
    with torch.no_grad():
        want = module(examples.batch())  # recomputed here, with our own class
    evaluated = checks.decode_bounded(codec.expect(result, "eval", dict), "output", want.numel(),
                                       want.shape)
    key, args = checks.compare(evaluated, want, "output")
    if key:
        return key, args
    trained = checks.decode_bounded(codec.expect(result, "train", dict), "output", want.numel(),
                                     want.shape)
    if checks.compare(trained, want, "output")[0] or any(p != 0.0 for p in dropout):
        shown = next((p for p in dropout if p != 0.0 and math.isfinite(p)), None)
        return "ex3_2.dropout", {"got": f"{shown:g}" if shown is not None else "> 0"}
    return "", {}


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=2,
    title={"en": "Exercise 3.2 · Two-dimensional embedding vectors",
           "zh": "练习 3.2 · 返回二维嵌入向量"},
    statement={
        "en": "Write `ex3_2(MultiHeadAttentionWrapper)` that creates and returns a wrapper with "
        "`num_heads=2` for the book's batch (2 sequences of 6 tokens, 3 dimensions, dropout 0.0) "
        "whose output context vectors are 2-dimensional, i.e. of shape (2, 6, 2).",
        "zh": "编写 `ex3_2(MultiHeadAttentionWrapper)`，为书中的批次（2 个序列，每个 6 个词元、3 维，dropout 0.0）"
        "创建并返回一个 `num_heads=2` 的包装器，使输出的上下文向量是二维的，即形状为 (2, 6, 2)。",
    },
    hints={
        "en": ("The wrapper concatenates its heads: the output size is num_heads × d_out.",
               "In the wrapper d_out is the size of one head."),
        "zh": ("包装器把各个头拼接起来：输出维度是 num_heads × d_out。", "在包装器中，d_out 是单个头的维度。"),
    },
    starter="def ex3_2(MultiHeadAttentionWrapper):\n    # return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)\n    ...\n",
    solution_source=solution_file(__file__, "ex3_2"),
    make_payload=make_payload,
    probe=probe,
    check=check,
)
