# exercise: ex_mha_forward
# mistake: You fill the future positions with 0 instead of -inf, and a score of 0 still gets a positive weight after the softmax, so queries attend to later tokens.
# mistake_zh: 你把未来位置填成 0 而不是 -inf，分数为 0 经过 softmax 后仍有正的权重，查询仍会关注后面的词元。
# keywords: mask, -inf, softmax, future
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = queries @ keys.transpose(-2, -1) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], 0.0)   # 遮住未来的位置
    weights = mha.dropout(scores.softmax(dim=-1))
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
