# exercise: ex_mha_forward
# mistake: Computes the scores as queries @ valuesᵀ instead of queries @ keysᵀ; the keys give the scores, the values are only weighted afterwards.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    scores = queries @ values.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    out = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
