# exercise: ex_mha_forward
# mistake: The learner projected the values with mha.W_key instead of mha.W_value, so the context vectors mix the key projections; values come from W_value.
import numpy as np
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_key(x))
    s = q @ k.transpose(2, 3) / np.sqrt(hd)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
