# exercise: ex_mha_forward
# mistake: Projected the values with W_key (copy-paste of the keys line), so the weights average the keys; the values come from mha.W_value(x).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
