# exercise: ex_mha_forward
# mistake: The learner scaled the scores by √d_in (x.shape[-1], the embedding size, written d_k in their notes) instead of √head_dim, the length of each head's query/key vectors.
# mistake_zh: 学习者用 √d_in（x.shape[-1]，输入嵌入的维度，笔记里记成 d_k）来缩放分数，而不是每个头查询/键向量的长度 √head_dim。
# keywords: scale, head_dim, d_in, sqrt

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    d_k = x.shape[-1]          # 键的维度
    def fen_tou(t):            # 拆分多头
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = fen_tou(mha.W_query(x))
    k = fen_tou(mha.W_key(x))
    v = fen_tou(mha.W_value(x))
    fenshu = q @ k.transpose(2, 3)
    fenshu = fenshu.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    quanzhong = torch.softmax(fenshu / d_k ** 0.5, dim=-1)
    quanzhong = mha.dropout(quanzhong)
    out = (quanzhong @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
