# exercise: ex_mha_forward
# mistake: divided by head_dim
# accept: rewrite.scale mistake.scaled_twice
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    s = torch.matmul(q, k.transpose(-1, -2)) / hd
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    return mha.out_proj(torch.matmul(s.softmax(-1), v).transpose(1, 2).reshape(b, n, mha.d_out))
