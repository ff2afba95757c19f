# exercise: ex_mha_forward
# mistake: The learner kept the single-head class's keys.transpose(1, 2) for the scores; with the head axis in front the keys are (b, h, n, hd), so the transpose swaps heads and tokens instead of tokens and features and the matmul fails; it must be keys.transpose(2, 3).
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    # same as CausalAttention
    attn_scores = queries @ keys.transpose(1, 2)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / math.sqrt(keys.shape[-1]), dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
