# exercise: ex_mha_forward
# mistake: The learner writes scores / hd ** 1/2, which Python reads as (scores / hd) / 2, so the scores are divided by 2*head_dim instead of sqrt(head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / hd ** 1/2, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
