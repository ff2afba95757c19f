# exercise: ex_mha_forward
# mistake: whole pass in bfloat16
# accept: rewrite.dtype rewrite.dtype_op rewrite.dtype_until rewrite.dtype_from rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    xb = x.bfloat16()
    lin = lambda L, t: F.linear(t, L.weight.bfloat16(), None if L.bias is None else L.bias.bfloat16())
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)
    q, k, v = sp(lin(mha.W_query, xb)), sp(lin(mha.W_key, xb)), sp(lin(mha.W_value, xb))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / hd ** 0.5, -1)
    return lin(mha.out_proj, (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)).float()
