"""Lesson 6, Gradients: the backward pass of single-head attention by hand, checked against autograd.

Forward:  Q = X W_q, K = X W_k, V = X W_v, S = Q Kᵀ/√d (+ causal mask), P = softmax(S),
          Z = P V, O = Z W_o, and a loss L = Σ O ⊙ G, so that dL/dO = G.
Backward, one matrix product at a time, each compared with torch.autograd.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from attnlab import attention, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import Panel, Step, fmt_sci

STEPS = ("forward", "d_out", "d_context", "d_scores", "d_qk", "d_inputs", "multi_head")
MAX_TOKENS = 16
MAX_DIM = 32


@dataclass(frozen=True)
class GradInput:
    n: int
    d: int
    seed: int
    causal: bool


def default_input() -> GradInput:
    return GradInput(6, 4, 123, True)


def parse_input(n, d, seed, causal) -> GradInput:
    return GradInput(parse.parse_int(n, "n", 1, MAX_TOKENS), parse.parse_int(d, "d", 1, MAX_DIM),
                     parse.parse_int(seed, "seed", 0, limits.MAX_SEED), bool(causal))


def _tensors(inp: GradInput) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(inp.seed)
    n, d = inp.n, inp.d
    return {"X": torch.randn(n, d, generator=g),
            **{name: torch.randn(d, d, generator=g) / math.sqrt(d)
               for name in ("W_q", "W_k", "W_v", "W_o")},
            "G": torch.randn(n, d, generator=g)}


def manual(inp: GradInput) -> dict[str, torch.Tensor]:
    """Forward and backward written out: every intermediate and every gradient."""
    t = _tensors(inp)
    x, wq, wk, wv, wo, d_o = t["X"], t["W_q"], t["W_k"], t["W_v"], t["W_o"], t["G"]
    scale = 1.0 / math.sqrt(inp.d)
    q, k, v = x @ wq, x @ wk, x @ wv  # (n, d)
    s = attention.dot_scores(q, k) * scale  # (n, n)
    mask = attention.causal_mask(inp.n) if inp.causal else torch.zeros(inp.n, inp.n, dtype=torch.bool)
    p = attention.masked_softmax_neg_inf(s, mask)
    z = p @ v
    o = z @ wo
    d_wo = z.T @ d_o  # O = Z W_o
    d_z = d_o @ wo.T
    d_p = d_z @ v.T  # Z = P V
    d_v = p.T @ d_z
    d_s = p * (d_p - (d_p * p).sum(-1, keepdim=True))  # through the softmax (masked P = 0)
    d_q = d_s @ k * scale  # S = Q Kᵀ / √d
    d_k = d_s.T @ q * scale
    d_wq, d_wk, d_wv = x.T @ d_q, x.T @ d_k, x.T @ d_v
    d_x = d_q @ wq.T + d_k @ wk.T + d_v @ wv.T
    return dict(t, Q=q, K=k, V=v, S=s, P=p, Z=z, O=o, dW_o=d_wo, dZ=d_z, dP=d_p, dV=d_v, dS=d_s,
                dQ=d_q, dK=d_k, dW_q=d_wq, dW_k=d_wk, dW_v=d_wv, dX=d_x)


def autograd(inp: GradInput) -> dict[str, torch.Tensor]:
    """The same gradients from torch.autograd, the independent reference."""
    with torch.enable_grad():  # also when a caller (a test, a notebook) has turned grad off
        return _autograd(inp)


def _autograd(inp: GradInput) -> dict[str, torch.Tensor]:
    t = {k: v.clone().requires_grad_(k != "G") for k, v in _tensors(inp).items()}
    keep = {}
    q, k, v = t["X"] @ t["W_q"], t["X"] @ t["W_k"], t["X"] @ t["W_v"]
    s = (q @ k.T) / math.sqrt(inp.d)
    if inp.causal:
        s = s.masked_fill(attention.causal_mask(inp.n), float("-inf"))
    p = torch.softmax(s, -1)
    z = p @ v
    for name, tensor in (("Q", q), ("K", k), ("V", v), ("P", p), ("Z", z), ("S", s)):
        tensor.retain_grad()
        keep[name] = tensor
    o = z @ t["W_o"]
    (o * t["G"]).sum().backward()
    grads = {f"d{name}": tensor.grad for name, tensor in keep.items()}
    grads.update({f"d{name}": t[name].grad for name in ("X", "W_q", "W_k", "W_v", "W_o")})
    # The masked scores' gradients are 0 (-inf entries do not move the softmax).
    grads["dS"] = torch.nan_to_num(grads["dS"], nan=0.0)
    return grads


QUERY_KEY = ("S", "P", "dS", "dP")  # the (n, n) matrices among the manual pass's tensors


def multi_head_grads(inp: GradInput, heads: int = 2) -> tuple[float, torch.Tensor]:
    """(largest difference from autograd, the manual dS of shape (b, h, n, n))."""
    g = torch.Generator().manual_seed(inp.seed + 1)
    b, n, hd = 2, inp.n, max(1, inp.d)
    q, k, v = (torch.randn(b, heads, n, hd, generator=g) for _ in range(3))
    d_z = torch.randn(b, heads, n, hd, generator=g)
    mask = attention.causal_mask(n) if inp.causal else None
    scale = 1.0 / math.sqrt(hd)
    s = q @ k.transpose(-2, -1) * scale  # (b, h, n, n)
    p = torch.softmax(s if mask is None else s.masked_fill(mask, float("-inf")), -1)
    d_p = d_z @ v.transpose(-2, -1)
    d_s = p * (d_p - (d_p * p).sum(-1, keepdim=True))
    manual_grads = (d_s @ k * scale, d_s.transpose(-2, -1) @ q * scale, p.transpose(-2, -1) @ d_z)
    qa, ka, va = (t.clone().requires_grad_(True) for t in (q, k, v))
    with torch.enable_grad():
        sa = qa @ ka.transpose(-2, -1) * scale
        if mask is not None:
            sa = sa.masked_fill(mask, float("-inf"))
        (torch.softmax(sa, -1) @ va * d_z).sum().backward()
    return max(float((m - a.grad).abs().max()) for m, a in zip(manual_grads, (qa, ka, va))), d_s


def step(inp: GradInput, step_id: str) -> Step:
    step_id = parse.parse_choice(step_id, "step", STEPS)
    m = manual(inp)
    if step_id == "multi_head":
        diff, d_s = multi_head_grads(inp)
        # One token: a softmax over one score is 1 whatever the score, so every head's dS is 0.
        text = "gradients.text.multi_head_one" if inp.n == 1 else "gradients.text.multi_head"
        return Step("multi_head", text,
                    {"diff": fmt_sci(diff), "n": inp.n},
                    r"dS_{bh} = P_{bh} \odot \big(dP_{bh} - \operatorname{rowsum}(dP_{bh}"
                    r"\odot P_{bh})\big)\ \text{for every batch } b \text{ and head } h",
                    (("Q, K, V, dZ", (2, 2, inp.n, inp.d)), ("P, dP, dS", (2, 2, inp.n, inp.n))),
                    tuple(Panel("panel.head_scores_grad", d_s[0, h], "value", title_args={"i": h + 1},
                                query_key=True) for h in range(d_s.shape[1])))
    names, formula, panels = _STEPS[step_id]
    if step_id == "forward":  # the forward pass against PyTorch's fused kernel
        reference = F.scaled_dot_product_attention(m["Q"], m["K"], m["V"], is_causal=inp.causal)
        worst = float((m["Z"] - reference).abs().max())
    else:
        a = autograd(inp)
        worst = max(float((m[name] - a[name]).abs().max()) for name in names)
    args = {"diff": fmt_sci(worst), "names": ", ".join(names), "n": inp.n, "d": inp.d}
    if step_id == "d_scores":
        row = min(1, inp.n - 1)
        p = m["P"][row]
        jac = torch.diag(p) - torch.outer(p, p)
        panel_list = (Panel("panel.softmax_jacobian_row", jac, "value", title_args={"row": row + 1}),
                      Panel("panel.scores_grad", m["dS"], "value", query_key=True))
    else:  # P, dP (and S, dS) are token-by-token: rows are queries, columns keys
        panel_list = tuple(Panel(f"panel.grad_{name}", m[name], "value",
                                 query_key=name in QUERY_KEY) for name in panels)
    shapes = tuple((name, tuple(m[name].shape)) for name in names)
    # Without the causal mask no entry is masked: the masked-entries sentence would not apply.
    # With one token P = [1] whatever S: dS, dQ and dK are 0, and only the value path reaches X.
    text = (f"gradients.text.{step_id}_one" if inp.n == 1 and step_id in ("d_scores", "d_inputs")
            else "gradients.text.d_scores_open" if step_id == "d_scores" and not inp.causal
            else f"gradients.text.{step_id}")
    return Step(step_id, text, args, formula, shapes, panel_list)


_STEPS = {
    "forward": (("Q", "K", "V", "S", "P", "Z", "O"),
                r"S = \frac{Q K^\top}{\sqrt d},\ P = \operatorname{softmax}(S),\ Z = P V,\ "
                r"O = Z W_o,\ L = \textstyle\sum O \odot G", ("P", "O")),
    "d_out": (("dW_o", "dZ"), r"dW_o = Z^\top dO,\qquad dZ = dO\, W_o^\top", ("dW_o", "dZ")),
    "d_context": (("dP", "dV"), r"dP = dZ\, V^\top,\qquad dV = P^\top dZ", ("dP", "dV")),
    "d_scores": (("dS",), r"dS = P \odot \big(dP - \operatorname{rowsum}(dP \odot P)\big)", ()),
    "d_qk": (("dQ", "dK"), r"dQ = \frac{dS\, K}{\sqrt d},\qquad dK = \frac{dS^\top Q}{\sqrt d}",
             ("dQ", "dK")),
    "d_inputs": (("dW_q", "dW_k", "dW_v", "dX"),
                 r"dW_q = X^\top dQ,\ dW_k = X^\top dK,\ dW_v = X^\top dV,\ "
                 r"dX = dQ\,W_q^\top + dK\,W_k^\top + dV\,W_v^\top", ("dW_q", "dX")),
}
