# exercise: ex_mha_forward
# mistake: A copy-paste slip: the learner projected the keys with mha.W_query instead of mha.W_key, so queries and keys are the same. Use mha.W_key(x) for the keys.
# mistake_zh: 复制粘贴的失误：学习者用 mha.W_query 而不是 mha.W_key 来投影键，于是查询和键完全相同。键应使用 mha.W_key(x)。
# keywords: W_key, keys, W_query, projection
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    shape = (b, n, mha.num_heads, mha.head_dim)
    queries = mha.W_query(x).view(shape).transpose(1, 2)
    keys = mha.W_query(x).view(shape).transpose(1, 2)
    values = mha.W_value(x).view(shape).transpose(1, 2)
    bh = b * mha.num_heads
    q3 = queries.reshape(bh, n, mha.head_dim)
    k3 = keys.reshape(bh, n, mha.head_dim)
    scores = torch.baddbmm(torch.zeros(bh, n, n, device=x.device, dtype=x.dtype),
                           q3, k3.transpose(1, 2), beta=0.0, alpha=mha.head_dim ** -0.5)
    scores = scores.view(b, mha.num_heads, n, n).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
