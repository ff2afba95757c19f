# exercise: ex_mha_forward
# mistake: Scaled the scores by √d_out (what a single head would use) instead of √head_dim, which differs whenever there is more than one head. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3) / mha.d_out ** 0.5  # scale like CausalAttention
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
