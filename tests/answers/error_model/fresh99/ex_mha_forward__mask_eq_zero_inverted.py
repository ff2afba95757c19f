# exercise: ex_mha_forward
# mistake: The boolean mask was built as mha.mask[:n, :n] == 0, which is True on and below the diagonal, so the past and the token itself are hidden and the future is kept (last row NaN); the future is mask.bool() (mask == 1).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    omega = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask[:n, :n] == 0
    omega = omega.masked_fill(mask_bool, -float("inf"))
    alpha = mha.dropout(torch.softmax(omega / hd ** 0.5, dim=-1))
    z = (alpha @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
