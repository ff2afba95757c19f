# exercise: ex_mha_forward
# mistake: The learner's broadcast dot product (q[:, :, None] * k[:, :, :, None]).sum(-1) puts keys on the row axis, so scores are transposed (entry [i, j] = q_j . k_i) before the causal mask; the query axis must come first.

import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)     # (b, h, n, hd)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    # every query against every key: (b, h, n, n)
    scores = (q[:, :, None, :, :] * k[:, :, :, None, :]).sum(-1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
