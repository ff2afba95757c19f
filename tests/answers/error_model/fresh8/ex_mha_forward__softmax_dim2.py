# exercise: ex_mha_forward
# mistake: The learner kept dim=2 for the softmax from the 3-D CausalAttention code; with the extra head axis the scores are (b, h, n, n) and dim=2 is the query axis, so columns instead of rows are normalised. Use dim=-1.
# mistake_zh: 学习者沿用了三维 CausalAttention 代码中的 dim=2 做 softmax；多了头维之后分数是 (b, h, n, n)，dim=2 是查询维，于是归一化的是列而不是行。应使用 dim=-1。
# keywords: dim=-1, softmax axis, keys, rows
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=2)
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
