# exercise: ex_mha_forward
# mistake: Slices the mask as mha.mask.bool()[:n] (rows only), an (n, context_length) mask that cannot broadcast to the (n, n) scores when the context length exceeds n; slice both axes, [:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = (split(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
