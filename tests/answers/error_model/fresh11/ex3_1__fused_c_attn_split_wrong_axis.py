# exercise: ex3_1
# mistake: The learner packs the three weights into a GPT-2-style fused c_attn matrix of shape (d_in, 3*d_out) and then splits it into three with chunk(3, dim=0), along the input rows; the q/k/v blocks lie along dim=1 (split(d_out, dim=1)).
# mistake_zh: 学习者把三个权重拼成 GPT-2 风格的融合 c_attn 矩阵 (d_in, 3*d_out)，然后用 chunk(3, dim=0) 沿输入行切成三份；q/k/v 的块是沿 dim=1 排列的（split(d_out, dim=1)）。
# keywords: split, dim=1, c_attn, axis
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # build a GPT-2 style c_attn weight: (d_in, 3 * d_out), q | k | v
    c_attn = torch.cat([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight], dim=0).T
    q, k, v = c_attn.detach().chunk(3, dim=0)
    sa_v1.W_query = nn.Parameter(q.clone())
    sa_v1.W_key = nn.Parameter(k.clone())
    sa_v1.W_value = nn.Parameter(v.clone())
