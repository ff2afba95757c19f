# exercise: ex_mha_forward
# mistake: The learner takes the softmax over dim=2, which was the key axis in the 3-D single-head code but is the query axis of the 4-D (b, h, n, n) scores; it must run over the last axis (dim=-1 or 3).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    att.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    att = torch.softmax(att / mha.head_dim ** 0.5, dim=2)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
