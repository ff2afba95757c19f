# exercise: ex_mha_forward
# mistake: The learner used the whole context_length × context_length mask buffer without slicing it to [:n, :n], so it cannot broadcast against (b, h, n, n) scores when there are fewer tokens than context_length.
# mistake_zh: 学习者直接使用了 context_length × context_length 的整个掩码缓冲区，没有切片成 [:n, :n]；当词元数少于 context_length 时，它无法与 (b, h, n, n) 的分数广播。
# keywords: mask, slice, [:n, :n], context_length

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    S = Q @ K.transpose(-2, -1) / hd ** 0.5
    # 因果掩码（上三角为 1 的位置是未来）
    S = S.masked_fill(mha.mask.bool(), float("-inf"))
    A = mha.dropout(torch.softmax(S, dim=-1))
    Z = (A @ V).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(Z)
