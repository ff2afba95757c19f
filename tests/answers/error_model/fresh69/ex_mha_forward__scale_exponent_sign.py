# exercise: ex_mha_forward
# mistake: The learner divided the scores by head_dim ** -0.5, which multiplies them by sqrt(head_dim); they must be divided by head_dim ** 0.5. [cond: head_dim > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = (f(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) for f in (mha.W_query, mha.W_key, mha.W_value))
    w = ((q @ k.mT).masked_fill(mha.mask.bool()[:n, :n], -torch.inf) / mha.head_dim ** -.5).softmax(-1)
    return mha.out_proj((mha.dropout(w) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
