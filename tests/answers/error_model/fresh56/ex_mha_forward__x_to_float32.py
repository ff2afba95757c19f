# exercise: ex_mha_forward
# mistake: The learner converts x to float32 at the start (x = x.float()), so with a float64 module the projection fails on dtype mismatch; x must keep its dtype. [cond: only for float64 (non-float32) inputs and modules]
import torch


def ex_mha_forward(mha, x):
    x = x.float()  # make sure it is float
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
