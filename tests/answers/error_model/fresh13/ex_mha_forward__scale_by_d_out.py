# exercise: ex_mha_forward
# mistake: The scores are divided by √d_out instead of √head_dim; each head's keys have head_dim features, so the scale must be mha.head_dim ** 0.5.
# mistake_zh: 分数除以了 √d_out 而不是 √head_dim；每个头的键只有 head_dim 个特征，缩放应为 mha.head_dim ** 0.5。
# keywords: head_dim, scale, sqrt, scores
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.d_out ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
