# exercise: ex_mha_forward
# mistake: Slices the mask buffer as mask[:n] (rows only), leaving all context_length columns, so it does not broadcast against the (b, h, n, n) scores when the context length exceeds n; slice both axes, mask[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q = mha.W_query(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n], float('-inf'))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    y = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(y)
