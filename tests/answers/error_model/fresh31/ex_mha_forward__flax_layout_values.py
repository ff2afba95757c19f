# exercise: ex_mha_forward
# mistake: Porting Flax's (batch, length, heads, head_dim) layout, the learner computed the scores with einsum but multiplied the weights (b, h, n, n) with values still laid out (b, n, h, hd); values must be transposed to (b, h, n, hd) (or use einsum 'bhqk,bkhd->bqhd').

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd)   # flax layout: b, len, heads, dim
    k = mha.W_key(x).view(b, n, h, hd)
    v = mha.W_value(x).view(b, n, h, hd)
    logits = torch.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
    logits = logits.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = mha.dropout(logits.softmax(dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
