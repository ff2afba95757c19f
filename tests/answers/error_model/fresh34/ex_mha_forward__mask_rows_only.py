# exercise: ex_mha_forward
# mistake: The learner sliced only the rows of the mask (mha.mask[:n]), giving an (n, context_length) mask that does not fit the (n, n) scores; it must be mask[:n, :n]. [cond: context_length > number of tokens]

import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    mask = mha.mask.bool()[:n]            # first n rows (one per query)
    scores = scores.masked_fill(mask, float("-inf"))
    w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
