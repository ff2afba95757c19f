# exercise: ex_mha_forward
# mistake: Projected the keys with mha.W_query (a copy-paste slip in the helper calls), so the keys equal the queries and W_key is never used: the scores are Q·Qᵀ instead of Q·Kᵀ. Each of Q, K, V needs its own layer.
# mistake_zh: 键也用 mha.W_query 投影（辅助函数调用时的复制粘贴失误），键等于查询，W_key 从未被使用：分数是 Q·Qᵀ 而不是 Q·Kᵀ。Q、K、V 各自需要自己的层。
# keywords: W_key, W_query, keys, reused, projection
import torch


class _Heads:
    def __init__(self, b, n, h, hd):
        self.shape = (b, n, h, hd)

    def split(self, t):
        return t.view(*self.shape).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hs = _Heads(b, n, mha.num_heads, mha.head_dim)
    q = hs.split(mha.W_query(x))
    k = hs.split(mha.W_query(x))
    v = hs.split(mha.W_value(x))
    scores = q @ k.transpose(-1, -2)
    scores = torch.where(mha.mask.bool()[:n, :n], torch.tensor(float("-inf")), scores)
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
