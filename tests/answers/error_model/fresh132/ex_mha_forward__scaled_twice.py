# exercise: ex_mha_forward
# mistake: The learner scales the queries by 1/√head_dim and then divides the scores by √head_dim again, so the scores are divided by head_dim; scale once. [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5
    q = (mha.W_query(x) * scale).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(s * scale, dim=-1)
    attn = mha.dropout(attn)
    out = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
