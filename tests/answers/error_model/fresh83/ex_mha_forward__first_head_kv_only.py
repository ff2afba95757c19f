# exercise: ex_mha_forward
# mistake: Keeps only the first head's keys and values ([:, :1]) and broadcasts them to all heads, as in multi-query attention; every head must use its own keys and values. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))[:, :1]      # (b, 1, n, hd)
    values = split(mha.W_value(x))[:, :1]
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores / keys.shape[-1] ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
