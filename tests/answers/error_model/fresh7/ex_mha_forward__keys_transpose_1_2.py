# exercise: ex_mha_forward
# mistake: Pasted the single-head line `queries @ keys.transpose(1, 2)` from CausalAttention: with the 4-D (b, h, n, hd) keys, transpose(1, 2) swaps heads and tokens instead of tokens and features, so the matmul fails (or computes nonsense). Transpose the last two axes: keys.transpose(2, 3).
# mistake_zh: 从 CausalAttention 粘贴了单头的 `queries @ keys.transpose(1, 2)`：对 4 维 (b, h, n, hd) 的 keys，transpose(1, 2) 交换的是头和 token，而不是 token 和特征，矩阵乘法报错（或算出无意义结果）。应转置最后两个轴：keys.transpose(2, 3)。
# keywords: transpose, keys, axes, 4-D, (2, 3)
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(1, 2)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    context = (mha.dropout(attn_weights) @ values).transpose(1, 2).contiguous()
    return mha.out_proj(context.view(b, n, mha.d_out))
