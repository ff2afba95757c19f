# exercise: ex_mha_forward
# mistake: The learner counts axes of the (b, h, n, n) scores as (batch, heads, keys, queries) and applies the softmax over dim=2, which is the query axis; the softmax must be over the keys, dim=-1.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=2)  # over the keys
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
