# exercise: ex_mha_forward
# mistake: The learner scaled the scores by √d_out (the total size) instead of √head_dim, the size of the keys each head actually uses. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.d_out ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)

    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
