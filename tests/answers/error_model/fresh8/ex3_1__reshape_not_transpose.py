# exercise: ex3_1
# mistake: The learner used .reshape(d_in, d_out) to turn the (d_out, d_in) nn.Linear weight into the v1 layout; that gives the right shape but scrambles the numbers. Use the transpose, weight.T, wrapped in nn.Parameter.
# mistake_zh: 学习者用 .reshape(d_in, d_out) 把 nn.Linear 的 (d_out, d_in) 权重变成 v1 的布局；形状对了，但数值被打乱。应使用转置 weight.T，并用 nn.Parameter 包起来。
# keywords: transpose, reshape, .T, weight layout
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    """Keras keeps kernels as (in, out); nn.Linear keeps (out, in) -> reshape to (in, out)."""
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach()
        d_out, d_in = w.shape
        setattr(sa_v1, name, nn.Parameter(w.reshape(d_in, d_out).clone()))
