# exercise: ex_mha_forward
# mistake: Sliced the mask buffer only on its rows (mask[:n]) and not on its columns; it needs [:n, :n]. [cond: context_length > number of tokens]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    att = q @ k.transpose(-2, -1)
    att = att.masked_fill(mha.mask.bool()[:n], float('-inf'))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    out = (mha.dropout(att) @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
