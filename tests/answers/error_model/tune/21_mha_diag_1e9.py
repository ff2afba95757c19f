# exercise: ex_mha_forward
# mistake: diagonal masked, fill -1e9
# accept: rewrite.mask_shift mistake.mask_diagonal
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    mask = torch.triu(torch.ones(n, n), diagonal=0).bool()
    s = (q @ k.transpose(2, 3)).masked_fill(mask, -1e9)
    w = torch.softmax(s / hd ** 0.5, -1)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
