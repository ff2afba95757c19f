# exercise: ex_mha_forward
# mistake: Merges the heads with movedim(1, -1).flatten(-2), i.e. (b, n, hd, h), which interleaves the heads' features before out_proj; it must transpose(1, 2) to (b, n, h, hd) and then flatten. [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(*x.shape[:-1], h, hd).movedim(-2, 1)
    k = mha.W_key(x).view(*x.shape[:-1], h, hd).movedim(-2, 1)
    v = mha.W_value(x).view(*x.shape[:-1], h, hd).movedim(-2, 1)
    att = (q @ k.transpose(-1, -2)) * hd ** -0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], -torch.inf).softmax(-1)
    att = mha.dropout(att)
    out = (att @ v).movedim(1, -1).flatten(-2)
    return mha.out_proj(out)
