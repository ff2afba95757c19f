# exercise: ex_mha_forward
# mistake: Slices the mask as mask.bool()[:n], keeping all context_length columns, so the (n, context_length) mask does not fit the (n, n) scores and the forward fails; it must be mask.bool()[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
