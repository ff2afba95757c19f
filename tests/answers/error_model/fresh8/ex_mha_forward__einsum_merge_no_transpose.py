# exercise: ex_mha_forward
# mistake: The learner computed the per-head context as (b, h, n, hd) but merged it with reshape(b, n, d_out) without first moving the head axis back behind the tokens, so tokens and heads are mixed. Transpose(1, 2) (or einsum to 'bqhd') before reshaping.
# mistake_zh: 学习者得到的各头上下文形状为 (b, h, n, hd)，却在没有把头维移回词元维之后的情况下直接 reshape(b, n, d_out)，于是词元和头混在了一起。reshape 之前应先 transpose(1, 2)（或在 einsum 中输出 'bqhd'）。
# keywords: transpose, merge heads, reshape, head axis
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.reshape(b, n, mha.num_heads, mha.head_dim)
    q, k, v = (split(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    scores = torch.einsum('bqhd,bkhd->bhqk', q, k) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
    w = mha.dropout(scores.softmax(-1))
    ctx = torch.einsum('bhqk,bkhd->bhqd', w, v)
    return mha.out_proj(ctx.reshape(b, n, mha.d_out))
