# exercise: ex_mha_forward
# mistake: Computes the keys with mha.W_query (copy-paste), so queries and keys are the same; keys need mha.W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, hd).transpose(1, 2)
    k = mha.W_query(x).view(b, n, H, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    out = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
