# exercise: ex_mha_forward
# mistake: Merges the heads with (weights @ values).reshape(b, n, d_out) without transposing back to (b, n, h, hd) first, mixing tokens and heads.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    # 合并多个头
    context_vec = (attn_weights @ values).reshape(b, n, mha.d_out)
    return mha.out_proj(context_vec)
