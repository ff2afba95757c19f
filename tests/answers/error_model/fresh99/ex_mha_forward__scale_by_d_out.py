# exercise: ex_mha_forward
# mistake: The scores are scaled by sqrt(d_out) (the full size) instead of sqrt(head_dim), the size of the keys each head actually uses.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    omega = Q @ K.transpose(2, 3)
    omega = omega.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    alpha = torch.softmax(omega / mha.d_out ** 0.5, dim=-1)
    alpha = mha.dropout(alpha)
    Z = (alpha @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
