# exercise: ex_mha_forward
# mistake: Merges the heads with (weights @ values).reshape(b, n, d_out) straight from (b, h, n, hd), without transposing back to (b, n, h, hd), so tokens and heads are mixed before out_proj.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    queries, keys, values = (heads(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    attn = queries @ keys.transpose(2, 3)
    attn.masked_fill_(mha.mask.bool()[:n, :n], -math.inf)
    attn = mha.dropout(torch.softmax(attn / math.sqrt(mha.head_dim), dim=-1))
    context = (attn @ values).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
