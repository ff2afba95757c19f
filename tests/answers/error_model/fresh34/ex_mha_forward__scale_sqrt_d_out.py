# exercise: ex_mha_forward
# mistake: The learner scaled the scores by sqrt(d_out) instead of sqrt(head_dim), making the weights too flat. [cond: num_heads > 1]

import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):  # (b, n, d_out) -> (b, h, n, hd)
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / mha.d_out ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
