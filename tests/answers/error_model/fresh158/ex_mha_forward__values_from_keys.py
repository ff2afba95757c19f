# exercise: ex_mha_forward
# mistake: The learner took the values from mha.W_key(x) (reusing the key projection) instead of mha.W_value(x).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    keys = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    queries = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    values = keys   # E_{j~p}[k_j]
    s = (queries @ keys.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(s / D ** 0.5, dim=-1))
    out = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
