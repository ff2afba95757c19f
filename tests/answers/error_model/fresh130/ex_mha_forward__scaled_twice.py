# exercise: ex_mha_forward
# mistake: The learner scales the queries by 1/√head_dim and then divides the scores by √head_dim again, so the scores are scaled by 1/head_dim; the scaling by √head_dim must happen once.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, hd).transpose(1, 2) / math.sqrt(hd)
    k = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    omega = q @ k.transpose(2, 3)
    omega = omega.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    alpha = torch.softmax(omega / math.sqrt(hd), dim=-1)
    alpha = mha.dropout(alpha)
    z = (alpha @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(z)
