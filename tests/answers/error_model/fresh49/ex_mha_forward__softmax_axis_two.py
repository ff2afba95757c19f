# exercise: ex_mha_forward
# mistake: Took the softmax over dim=2 (the queries in (b, h, n, n)) instead of the last axis (the keys), so columns instead of rows sum to 1.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = Q @ K.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf")) / mha.head_dim ** 0.5
    att = torch.softmax(att, dim=2)   # (b, h, n_q, n_k)
    att = mha.dropout(att)
    out = (att @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
