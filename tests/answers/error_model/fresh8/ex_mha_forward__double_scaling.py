# exercise: ex_mha_forward
# mistake: The learner scaled the queries by 1/√head_dim (as in some GPT-2 ports) and then divided the scores by √head_dim again, so the scores are scaled by 1/head_dim. Scale only once.
# mistake_zh: 学习者先把查询乘以 1/√head_dim（像某些 GPT-2 移植代码那样），又把分数再除以 √head_dim，结果相当于除以 head_dim。只需缩放一次。
# keywords: scale once, twice, sqrt(head_dim), head_dim
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2) * hd ** -0.5
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = torch.matmul(q, k.transpose(-2, -1))
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = torch.softmax(scores / hd ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    out = torch.matmul(attn, v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
