# exercise: ex_mha_forward
# mistake: Scaled the scores by √d_out, the key size before the split into heads, instead of √head_dim, the size of the vectors each head actually dots; with one head the two agree. [cond: num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)       # (b, n, d_out)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    d_k = keys.shape[-1]

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)  # (b, h, n, hd)

    queries, keys, values = split(queries), split(keys), split(values)
    scores = queries @ keys.transpose(-2, -1) / math.sqrt(d_k)
    causal = mha.mask.bool()[:n, :n]
    weights = torch.softmax(scores.masked_fill(causal, float("-inf")), dim=-1)
    weights = mha.dropout(weights)
    out = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
