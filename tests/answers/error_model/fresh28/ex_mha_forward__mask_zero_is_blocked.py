# exercise: ex_mha_forward
# mistake: Filled -inf where mask == 0, as with a tril mask of ones, but this buffer is 1 above the diagonal, so the past and the diagonal are blocked, the future is seen and the last row is NaN; fill where mask == 1 (mask.bool()).
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(mha.head_dim)
    mask = mha.mask[:n, :n]
    scores = scores.masked_fill(mask == 0, float("-inf"))
    weights = mha.dropout(scores.softmax(dim=-1))
    context = torch.matmul(weights, v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
