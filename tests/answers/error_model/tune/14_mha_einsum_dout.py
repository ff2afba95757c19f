# exercise: ex_mha_forward
# mistake: scaled by sqrt(d_out), einsum
# accept: rewrite.scale ex_mha_forward.scale_d_out
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(mha.d_out)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = s.softmax(-1)
    return mha.out_proj(torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, -1))
