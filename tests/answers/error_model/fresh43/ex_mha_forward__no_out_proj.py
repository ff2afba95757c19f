# exercise: ex_mha_forward
# mistake: Returns the merged context vectors without applying mha.out_proj; the efficient class ends with the output projection.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    att = torch.softmax(att / mha.head_dim ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return out
