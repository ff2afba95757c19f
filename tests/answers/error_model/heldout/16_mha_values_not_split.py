# exercise: ex_mha_forward
# mistake: values kept (b, n, h, hd): raises
# accept: rewrite.no_transpose
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    ctx = torch.softmax(s / hd ** 0.5, -1) @ v
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
