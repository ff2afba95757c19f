# exercise: ex_mha_forward
# mistake: The learner divided the attention weights by sqrt(head_dim) after the softmax instead of scaling the scores before it, so rows no longer sum to 1.

import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores, dim=-1) / hd ** 0.5
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
