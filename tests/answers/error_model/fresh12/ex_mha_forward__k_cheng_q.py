# exercise: ex_mha_forward
# mistake: The learner computed the scores as keys @ queriesᵀ (转置了错的一对), putting keys on the rows; the scores must be queries @ keys.transpose(2, 3) so row i holds query i's scores.
# mistake_zh: 学习者把分数算成了 keys @ queriesᵀ（转置了错误的一方），键放到了行上；分数应为 queries @ keys.transpose(2, 3)，使第 i 行是查询 i 的分数。
# keywords: queries @ keys.T, transposed scores, rows, query

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    chaxun = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    jian = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    zhi = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    # 注意力分数 (b, 头, n, n)
    fenshu = jian @ chaxun.transpose(2, 3)
    fenshu.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    quanzhong = mha.dropout(torch.softmax(fenshu / mha.head_dim ** 0.5, dim=-1))
    shangxiawen = (quanzhong @ zhi).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(shangxiawen)
