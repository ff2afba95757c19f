"""MultiHeadAttention's forward pass, written by the learner from its parts."""

from __future__ import annotations

import torch
from torch import nn

from attnlab.grading import checks, codec
from attnlab.grading.model import Exercise, solution_file
from attnlab.modules import MultiHeadAttention, seeded

ID = "ex_mha_forward"
CASES = ((3, 2, 2, 2, 6, 123), (8, 8, 4, 3, 5, 1), (6, 12, 3, 1, 7, 2))  # d_in, d_out, h, b, n, seed


class Parts(nn.Module):
    """The layers of a MultiHeadAttention without its forward, so the answer must write one."""

    def __init__(self, mha: MultiHeadAttention):
        super().__init__()
        self.W_query, self.W_key, self.W_value = mha.W_query, mha.W_key, mha.W_value
        self.out_proj = mha.out_proj
        self.register_buffer("mask", mha.mask)
        self.num_heads, self.head_dim, self.d_out = mha.num_heads, mha.head_dim, mha.d_out


def _case(d_in, d_out, h, b, n, seed):
    mha = seeded(MultiHeadAttention, seed, d_in, d_out, n, 0.0, h).eval()
    x = torch.rand(b, n, d_in, generator=torch.Generator().manual_seed(seed + 7))
    return mha, x


def make_payload() -> dict:
    return {"cases": [list(c) for c in CASES]}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    outputs = []
    for case in payload["cases"]:
        mha, x = _case(*case)
        parts = Parts(mha).to(device)
        with torch.no_grad():
            outputs.append(checks.tensor_out(checks.call(fn, parts, x.to(device))))
    return {"outputs": outputs}


def check(payload: dict, result: dict):
    outputs = codec.expect(result, "outputs", list)
    if len(outputs) != len(CASES):
        return "feedback.malformed", {"what": "outputs"}
    for case, out in zip(CASES, outputs):
        mha, x = _case(*case)
        with torch.no_grad():
            want = mha(x)
        got = codec.decode_tensor(out, "output")
        if got.shape == want.shape and case[2] > 1:
            with torch.no_grad():  # the usual slip: forgetting the causal mask
                unmasked, _ = _case(*case)
                unmasked.mask.zero_()
                if torch.allclose(got, unmasked(x), atol=1e-4):
                    return "ex_mha_forward.no_mask", {}
        key, args = checks.compare(got, want, "output")
        if key:
            return key, args
    return "", {}


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=3,
    title={"en": "MultiHeadAttention.forward", "zh": "实现 MultiHeadAttention.forward"},
    statement={
        "en": "Write `ex_mha_forward(mha, x)`: the forward pass of the efficient multi-head class. "
        "`mha` has the layers `W_query`, `W_key`, `W_value`, `out_proj`, the buffer `mask` "
        "(1 above the diagonal) and the ints `num_heads`, `head_dim`, `d_out`, but no forward of "
        "its own. `x` has shape (b, n, d_in); return the (b, n, d_out) context vectors (causal, "
        "scaled by √head_dim, no dropout).",
        "zh": "编写 `ex_mha_forward(mha, x)`：实现高效多头注意力类的前向传播。`mha` 有 `W_query`、`W_key`、"
        "`W_value`、`out_proj` 这些层，缓冲区 `mask`（对角线以上为 1），以及整数 `num_heads`、`head_dim`、`d_out`，"
        "但它自己没有 forward。`x` 的形状为 (b, n, d_in)；返回 (b, n, d_out) 的上下文向量（因果、按 √head_dim 缩放、"
        "不用 dropout）。",
    },
    hints={
        "en": ("Project, then view(b, n, num_heads, head_dim).transpose(1, 2).",
               "mask.bool()[:n, :n] marks the future; fill it with -inf before the softmax.",
               "After weights @ values, transpose back, merge with view, then apply out_proj."),
        "zh": ("先投影，再 view(b, n, num_heads, head_dim).transpose(1, 2)。",
               "mask.bool()[:n, :n] 标出未来的位置；在 softmax 之前填入 -inf。",
               "算完 weights @ values 后转置回来，用 view 合并，最后经过 out_proj。"),
    },
    starter="def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n",
    solution_source=solution_file(__file__, "ex_mha_forward"),
    make_payload=make_payload,
    probe=probe,
    check=check,
)
