# exercise: ex_mha_forward
# mistake: Copy-paste slip: the keys are computed with mha.W_query instead of mha.W_key; each of queries, keys and values has its own projection.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_query(x))
    values = split(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
