# exercise: ex_mha_forward
# mistake: The learner computes the values with mha.W_query (a copy-paste slip) instead of mha.W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_query(x))
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    out = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
