# exercise: ex_mha_forward
# mistake: Maps the projection over (W_query, W_query, W_value), so the keys are the queries; keys come from W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    to_heads = lambda lin: lin(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = map(to_heads, (mha.W_query, mha.W_query, mha.W_value))
    s = (q @ k.mT).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout((s / mha.head_dim ** 0.5).softmax(-1))
    return mha.out_proj((w @ v).transpose(1, 2).flatten(-2))
