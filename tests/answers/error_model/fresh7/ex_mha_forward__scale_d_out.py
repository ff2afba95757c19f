# exercise: ex_mha_forward
# mistake: Scaled the scores by √(keys.shape[-1]) computed on the keys BEFORE splitting into heads, i.e. √d_out instead of √head_dim (code pasted from CausalAttention). With several heads the softmax is too flat. Scale by √head_dim.
# mistake_zh: 用分头之前的 keys.shape[-1] 计算缩放，即除以 √d_out 而不是 √head_dim（从 CausalAttention 粘贴的代码）。多头时 softmax 过于平坦。应除以 √head_dim。
# keywords: scale, head_dim, d_out, sqrt, keys.shape
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    d_k = keys.shape[-1]

    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / d_k ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
