"""Exercise 3.2 (book): a two-head wrapper whose context vectors are 2-dimensional."""

from __future__ import annotations

import torch

from attnlab import examples
from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.modules import MultiHeadAttentionWrapper

ID = "ex3_2"
WANT = (2, 6, 2)


def make_payload() -> dict:
    return {}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttentionWrapper)
    if not isinstance(module, MultiHeadAttentionWrapper):
        raise AnswerProblem("ex3_2.not_wrapper", got=type(module).__name__)
    state = {name: checks.tensor_out(t, name) for name, t in module.state_dict().items()}
    return {"state": state, "dropout": [float(h.dropout.p) for h in module.heads]}


def _rebuild(result: dict) -> MultiHeadAttentionWrapper:
    state = {k: codec.decode_tensor(v, k) for k, v in codec.expect(result, "state", dict).items()}
    heads = len({k.split(".")[1] for k in state if k.startswith("heads.")})
    if heads == 0 or "heads.0.W_query.weight" not in state or "heads.0.mask" not in state:
        raise MalformedResult("state: not a MultiHeadAttentionWrapper")
    d_out, d_in = state["heads.0.W_query.weight"].shape
    context = state["heads.0.mask"].shape[0]
    bias = "heads.0.W_query.bias" in state
    module = MultiHeadAttentionWrapper(d_in, d_out, context, 0.0, heads, qkv_bias=bias)
    try:
        module.load_state_dict(state)
    except RuntimeError as e:
        raise MalformedResult(f"state: {e}"[:200]) from None
    return module


def check(payload: dict, result: dict):
    module = _rebuild(result)
    heads = len(module.heads)
    if heads != 2:
        return "ex3_2.heads", {"got": heads}
    d_in = module.heads[0].W_query.in_features
    if d_in != 3:
        return "ex3_2.d_in", {"got": d_in}
    if module.heads[0].mask.shape[0] < 6:
        return "ex3_2.context", {"got": module.heads[0].mask.shape[0]}
    with torch.no_grad():
        out = module.eval()(examples.batch())  # recomputed here, with our own class
    if tuple(out.shape) != WANT:
        return "ex3_2.shape", {"got": checks.shape_text(out.shape), "want": checks.shape_text(WANT),
                               "per_head": module.heads[0].d_out}
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
