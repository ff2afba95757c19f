# exercise: ex_mha_forward
# mistake: The attention is computed in bfloat16 (about 3 significant digits) and only cast back at the end, so the context vectors are off by about 1e-3; keep the computation in the inputs' dtype (float32).
# mistake_zh: 注意力在 bfloat16 中计算（只有约 3 位有效数字），最后才转回，上下文向量的误差约为 1e-3；计算应保持输入的 dtype（float32）。
# keywords: dtype, bfloat16, precision, float32, cast

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    dt = torch.bfloat16                  # faster matmuls, like on the GPU
    xb = x.to(dt)
    def heads(layer):
        w = layer.weight.to(dt)
        y = xb @ w.T if layer.bias is None else xb @ w.T + layer.bias.to(dt)
        return y.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query), heads(mha.W_key), heads(mha.W_value)
    s = (q @ k.transpose(2, 3)) / math.sqrt(mha.head_dim)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx.to(x.dtype))
