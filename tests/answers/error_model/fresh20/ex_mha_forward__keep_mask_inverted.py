# exercise: ex_mha_forward
# mistake: Treats the buffer as a keep-mask and fills where mask == 0, so each query sees only strictly later tokens (the last row is all -inf, NaN); the buffer's 1s above the diagonal are the forbidden positions: fill where mask is 1.
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)   # (b, h, n, hd)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(-2, -1) / math.sqrt(hd)         # (b, h, n, n)
    mask = mha.mask[:n, :n]
    scores = scores.masked_fill(mask == 0, float("-inf"))    # keep only the allowed tokens
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
