# exercise: ex_mha_forward
# mistake: scaled by sqrt(num_heads)
# accept: rewrite.scale ex_mha_forward.scale_heads
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf")) / math.sqrt(h)
    return mha.out_proj((torch.softmax(s, -1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
