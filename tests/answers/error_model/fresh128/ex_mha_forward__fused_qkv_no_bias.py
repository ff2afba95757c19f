# exercise: ex_mha_forward
# mistake: The learner precomputes one fused QKV weight matrix from the three layers' weights and applies it with F.linear without the biases, so layers built with qkv_bias=True lose their biases; the fused projection must include the biases too (or just call the layers). [cond: only when qkv_bias=True]
import torch
import torch.nn.functional as F


def _fused_weight(mha):
    return torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    qkv = F.linear(x, _fused_weight(mha))  # (b, n, 3*d_out)
    qkv = qkv.view(b, n, 3, mha.num_heads, mha.head_dim).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
