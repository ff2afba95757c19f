# exercise: ex_mha_forward
# mistake: Following the single-head CausalAttention code, the learner scales by the width of the projected keys before they are split (d_out) instead of by head_dim. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys, queries, values = mha.W_key(x), mha.W_query(x), mha.W_value(x)
    d_k = keys.shape[-1]

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    keys, queries, values = split(keys), split(queries), split(values)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores / d_k ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
