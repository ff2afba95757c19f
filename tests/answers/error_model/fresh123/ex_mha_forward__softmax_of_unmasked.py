# exercise: ex_mha_forward
# mistake: Stores the masked scores in a new variable but applies the softmax to the original unmasked scores, so every query attends to future tokens; the softmax must take the masked scores.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, H, hd).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    masked = attn_scores.masked_fill(mask_bool, float("-inf"))
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
