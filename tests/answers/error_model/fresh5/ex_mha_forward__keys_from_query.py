# exercise: ex_mha_forward
# mistake: The keys are projected with mha.W_query instead of mha.W_key (copy-paste), so the scores are q·q. Use mha.W_key(x) for the keys.
# mistake_zh: 键是用 mha.W_query 而不是 mha.W_key 投影的（复制粘贴错误），所以分数变成了 q·q。键应使用 mha.W_key(x)。
# keywords: w_key, w_query, keys, copy-paste, projection
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(layer):
        return layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = heads(mha.W_query)
    k = heads(mha.W_query)
    v = heads(mha.W_value)
    scores = torch.einsum("bhqd,bhkd->bhqk", q, k) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(scores.softmax(-1))
    out = torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
