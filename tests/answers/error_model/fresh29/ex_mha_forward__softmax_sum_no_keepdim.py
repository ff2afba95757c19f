# exercise: ex_mha_forward
# mistake: The learner's hand-made softmax divides by e.sum(dim=-1) without keepdim=True, so the (b, h, n) row sums do not line up with the (b, h, n, n) weights: it raises, or where the sizes happen to broadcast divides each entry by the wrong row's sum. [cond: n > 1]
import math

import torch


def softmax_rows(s):
    s = s - s.amax(dim=-1, keepdim=True)
    e = torch.exp(s)
    return e / e.sum(dim=-1)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).permute(0, 2, 1, 3)
    k = mha.W_key(x).view(b, n, h, hd).permute(0, 2, 1, 3)
    v = mha.W_value(x).view(b, n, h, hd).permute(0, 2, 1, 3)
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(hd)
    scores = scores.masked_fill(mha.mask[:n, :n] == 1, float("-inf"))
    weights = mha.dropout(softmax_rows(scores))
    out = (weights @ v).permute(0, 2, 1, 3).reshape(b, n, h * hd)
    return mha.out_proj(out)
