# exercise: ex_mha_forward
# mistake: Fuses Q, K, V into one F.linear with the concatenated weights but passes no bias, so modules with qkv_bias=True lose their biases; concatenate the biases too (or call the layers). [cond: qkv_bias=True]
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    W = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)
    qkv = F.linear(x, W)                                   # one GEMM instead of three
    qkv = qkv.view(b, n, 3, mha.num_heads, mha.head_dim).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    s = (q @ k.transpose(-1, -2)) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
