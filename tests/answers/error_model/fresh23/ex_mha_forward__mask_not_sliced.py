# exercise: ex_mha_forward
# mistake: Used the whole context_length x context_length mask buffer instead of mha.mask[:n, :n], so it does not broadcast against the (n, n) scores and the call raises. [cond: context_length > number of tokens]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = map(split, (mha.W_query(x), mha.W_key(x), mha.W_value(x)))
    scores = (q @ k.mT).masked_fill(mha.mask.bool(), -torch.inf)
    w = mha.dropout((scores / mha.head_dim ** 0.5).softmax(-1))
    return mha.out_proj((w @ v).transpose(1, 2).flatten(2))
