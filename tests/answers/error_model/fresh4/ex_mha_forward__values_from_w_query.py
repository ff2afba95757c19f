# exercise: ex_mha_forward
# mistake: The values are projected with W_query (copy-paste), so the weights are averaged over query vectors instead of value vectors; project the values with mha.W_value.
# mistake_zh: 值向量是用 W_query 投影的（复制粘贴错误），于是加权平均的是查询向量而不是值向量；应该用 mha.W_value 投影值向量。
# keywords: w_value, values, w_query, projection, reused
import torch
from torch import nn


class _Heads(nn.Module):
    def __init__(self, num_heads, head_dim):
        super().__init__()
        self.h, self.hd = num_heads, head_dim

    def forward(self, t):
        b, n, _ = t.shape
        return t.view(b, n, self.h, self.hd).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = _Heads(mha.num_heads, mha.head_dim)
    queries = heads(mha.W_query(x))
    keys = heads(mha.W_key(x))
    values = heads(mha.W_query(x))
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
