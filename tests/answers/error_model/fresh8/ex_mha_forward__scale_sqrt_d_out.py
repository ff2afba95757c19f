# exercise: ex_mha_forward
# mistake: The learner took the scaling factor keys.shape[-1] ** 0.5 before splitting the heads, i.e. √d_out instead of √head_dim, so the scores are scaled too much. Scale by mha.head_dim ** 0.5.
# mistake_zh: 学习者在拆分多头之前取了缩放因子 keys.shape[-1] ** 0.5，即 √d_out 而不是 √head_dim，分数被缩放得过多。应除以 mha.head_dim ** 0.5。
# keywords: head_dim, sqrt, d_out, scaling
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys, queries, values = mha.W_key(x), mha.W_query(x), mha.W_value(x)
    scale = keys.shape[-1] ** 0.5  # 和 CausalAttention 里一样
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / scale, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
