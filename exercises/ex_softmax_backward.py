"""The backward pass of the softmax: dS from dP and P."""

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule


def cases():
    out = []
    for i, shape in enumerate(((6,), (3, 5), (2, 2, 4, 4))):
        p = torch.softmax(randn(*shape, seed=20 + i, scale=2.0), -1)
        out.append((p, randn(*shape, seed=30 + i)))
    return out


def reference(p, d_p):
    """dS = J dP with the softmax Jacobian J = diag(P) − P Pᵀ, row by row (in float64)."""
    p64, d64 = p.double(), d_p.double()
    jacobian = torch.diag_embed(p64) - p64.unsqueeze(-1) * p64.unsqueeze(-2)  # (..., n, n)
    return (jacobian @ d64.unsqueeze(-1)).squeeze(-1).float()


MISTAKES = (
    ("ex_softmax_backward.missing_sum", lambda p, d: p * d),
    ("ex_softmax_backward.sign", lambda p, d: p * ((d * p).sum(-1, keepdim=True) - d)),
    ("ex_softmax_backward.wrong_axis", lambda p, d: p * (d - (d * p).sum(0, keepdim=True))),
    ("ex_softmax_backward.wrong_axis", lambda p, d: p * (d - (d * p).sum(-2, keepdim=True))),
    ("ex_softmax_backward.keepdim", lambda p, d: p * (d - (d * p).sum(-1))),
    ("ex_softmax_backward.missing_p", lambda p, d: d - (d * p).sum(-1, keepdim=True)),
    ("ex_softmax_backward.sum_without_p", lambda p, d: p * (d - d.sum(-1, keepdim=True))),
    ("ex_softmax_backward.diagonal_only", lambda p, d: d * p * (1 - p)),
)


EXERCISE = tensor_exercise(
    "ex_softmax_backward", 3,
    {"en": "Backward through the softmax", "zh": "softmax 的反向传播"},
    with_device_rule({"en": "Attention computes P = softmax(S) along the last axis. Write "
     "`ex_softmax_backward(P, dP)` that returns dS, the gradient of the loss with respect to S, "
     "given P and the gradient dP with respect to P (same shapes, any number of axes).",
     "zh": "注意力沿最后一维计算 P = softmax(S)。编写 `ex_softmax_backward(P, dP)`：给定 P 以及损失对 P 的梯度 dP"
     "（形状相同，维数不限），返回损失对 S 的梯度 dS。"}),
    {"en": ("∂P_i/∂S_j = P_i (δ_ij − P_j).",
            "So dS = P ⊙ (dP − Σ_j dP_j P_j), the sum taken along the last axis with keepdim."),
     "zh": ("∂P_i/∂S_j = P_i (δ_ij − P_j)。", "所以 dS = P ⊙ (dP − Σ_j dP_j P_j)，沿最后一维求和并保持维度。")},
    "def ex_softmax_backward(P, dP):\n    ...\n",
    solution_file(__file__, "ex_softmax_backward"),
    cases, reference, mistakes=MISTAKES, atol=1e-5,
)
