# exercise: ex_mha_forward
# mistake: The learner's einsum 'bhqd,bhkd->bhkq' puts the keys in the rows of the score matrix, so masking and softmax over the last axis normalise over queries; the scores must be 'bhqd,bhkd->bhqk' (queries @ keysᵀ).
# mistake_zh: 学习者的 einsum 'bhqd,bhkd->bhkq' 把键放在了分数矩阵的行上，于是沿最后一轴的掩码和 softmax 变成了对查询归一化；分数应为 'bhqd,bhkd->bhqk'（queries @ keysᵀ）。
# keywords: transposed, scores, queries @ keysᵀ, rows
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = torch.einsum("bhqd,bhkd->bhkq", q, k) / hd ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    out = torch.einsum("bhqk,bhkd->bqhd", attn, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
