# exercise: ex_mha_forward
# mistake: You project with x @ W.weight, but nn.Linear stores its weight as (d_out, d_in) and computes x @ weight.T (+ bias); your version raises when d_in ≠ d_out and gives wrong values otherwise. Call the layers, mha.W_query(x), or use weight.T and the bias.
# mistake_zh: 你用 x @ W.weight 做投影，但 nn.Linear 的权重存成 (d_out, d_in)，计算的是 x @ weight.T（再加偏置）；你的写法在 d_in ≠ d_out 时报错，相等时数值错误。应直接调用层 mha.W_query(x)，或使用 weight.T 并加上偏置。
# keywords: weight.t, nn.linear, transpose, d_in, bias
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = (x @ mha.W_query.weight).view(b, n, h, hd).transpose(1, 2)
    k = (x @ mha.W_key.weight).view(b, n, h, hd).transpose(1, 2)
    v = (x @ mha.W_value.weight).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3) / math.sqrt(hd)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(s, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
