# exercise: ex_mha_forward
# mistake: Scales by keys_T.shape[-1] ** 0.5 after transposing the keys, which is sqrt(n) (the number of tokens) instead of sqrt(head_dim). [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    kT = k.transpose(2, 3)                      # (b, h, hd, n)
    s = q @ kT
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / kT.shape[-1] ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
