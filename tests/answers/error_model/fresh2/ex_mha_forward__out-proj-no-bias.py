# exercise: ex_mha_forward
# mistake: The output projection is applied as context @ out_proj.weight.T, which drops out_proj's bias; call mha.out_proj(context) (or add out_proj.bias).
# mistake_zh: 输出投影写成了 context @ out_proj.weight.T，丢掉了 out_proj 的偏置；应调用 mha.out_proj(context)（或加上 out_proj.bias）。
# keywords: out_proj, bias, projection, linear, output

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    # fused QKV: stack the three weight matrices and split the result
    W = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)
    qkv = x @ W.T
    if mha.W_query.bias is not None:
        qkv = qkv + torch.cat([mha.W_query.bias, mha.W_key.bias, mha.W_value.bias])
    q, k, v = qkv.split(mha.d_out, dim=-1)
    q, k, v = (t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) for t in (q, k, v))
    scores = q @ k.transpose(-2, -1) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(scores.softmax(-1))
    context = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return context @ mha.out_proj.weight.T
