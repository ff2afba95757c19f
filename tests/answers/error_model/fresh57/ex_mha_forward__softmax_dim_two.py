# exercise: ex_mha_forward
# mistake: Took the softmax over dim=2 (the query axis of (b, h, n, n), counted as 'the third axis' of the slides) instead of the key axis dim=-1 (3).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)   # (b, nh, n, hd)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    att = q @ k.transpose(2, 3)                             # (b, nh, n_q, n_k)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = torch.softmax(att / hd ** 0.5, dim=2)            # normalise over the keys (axis 3)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
