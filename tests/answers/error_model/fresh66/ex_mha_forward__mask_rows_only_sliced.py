# exercise: ex_mha_forward
# mistake: The mask is sliced only on its rows (mask[:n]), leaving context_length columns, so it does not fit the (n, n) scores when the context length exceeds n; slice [:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    mask = mha.mask.bool()[:n]
    s = s.masked_fill(mask, float("-inf"))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
