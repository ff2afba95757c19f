# exercise: ex_mha_forward
# mistake: Fills the positions where mask == 0 (the past and the diagonal) instead of where mask == 1 (the future), so each query sees only later keys and the last row is NaN.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask[:n, :n] == 0, -torch.inf)
    a = torch.softmax(s / hd ** 0.5, dim=-1)
    a = mha.dropout(a)
    return mha.out_proj((a @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
