# exercise: ex_mha_forward
# mistake: The learner kept CausalAttention's keys.transpose(1, 2), which on the 4-d (b, h, n, hd) keys swaps the head and token axes instead of the last two; the scores need keys.transpose(2, 3).
import torch


def ex_mha_forward(mha, x):
    b, num_tokens, d_in = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)

    keys = keys.view(b, num_tokens, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, num_tokens, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, num_tokens, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(1, 2)
    mask_bool = mha.mask.bool()[:num_tokens, :num_tokens]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)

    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, num_tokens, mha.d_out)
    return mha.out_proj(context_vec)
