# exercise: ex3_1
# mistake: In a loop over the three names the learner set each v1 matrix to nn.Parameter(torch.linalg.pinv(layer.weight)), believing v1's x @ W must undo v2's Linear; nn.Linear computes x @ weight.T, so v1 needs the transpose weight.T, not the pseudo-inverse.
# mistake_zh: 学习者在对三个名字的循环里把 v1 的每个矩阵设为 nn.Parameter(torch.linalg.pinv(layer.weight))，以为 v1 的 x @ W 要撤销 v2 的 Linear；nn.Linear 计算的是 x @ weight.T，所以 v1 需要转置 weight.T，而不是伪逆。
# keywords: inverse, transpose, weight.T
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        layer = getattr(sa_v2, name)
        setattr(sa_v1, name, nn.Parameter(torch.linalg.pinv(layer.weight.detach())))
