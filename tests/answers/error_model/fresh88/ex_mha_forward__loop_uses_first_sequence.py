# exercise: ex_mha_forward
# mistake: The per-sequence loop projects x[0] on every iteration instead of x[i], so every sequence in the batch gets the first sequence's context vectors. [cond: b > 1 with different sequences]
import torch


def _one_sequence(mha, xs):
    n = xs.shape[0]
    q = mha.W_query(xs).view(n, mha.num_heads, mha.head_dim).transpose(0, 1)
    k = mha.W_key(xs).view(n, mha.num_heads, mha.head_dim).transpose(0, 1)
    v = mha.W_value(xs).view(n, mha.num_heads, mha.head_dim).transpose(0, 1)
    s = (q @ k.transpose(1, 2)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return (w @ v).transpose(0, 1).reshape(n, mha.d_out)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    outs = []
    for i in range(b):
        seq = x[0]
        outs.append(_one_sequence(mha, seq))
    return mha.out_proj(torch.stack(outs))
