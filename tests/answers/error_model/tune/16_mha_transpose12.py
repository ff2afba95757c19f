# exercise: ex_mha_forward
# mistake: keys.transpose(1, 2) in 4-D
# accept: rewrite.transpose_axes rewrite.transpose_lower_rank
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    queries, keys, values = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    scores = queries @ keys.transpose(1, 2)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / keys.shape[-1] ** 0.5, dim=-1)
    return mha.out_proj((w @ values).transpose(1, 2).reshape(b, n, mha.d_out))
