# exercise: ex_mha_forward
# mistake: The queries are divided by sqrt(head_dim) and then the scores are divided by sqrt(head_dim) again, so the scores are scaled by head_dim instead of sqrt(head_dim). [cond: head_dim > 1]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q = mha.W_query(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    # scale queries early (smaller numbers in the matmul)
    q = q / math.sqrt(hd)
    scores = torch.matmul(q, k.transpose(2, 3))
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    # scaled dot-product: divide by sqrt(d_k)
    weights = torch.softmax(scores / math.sqrt(hd), dim=-1)
    print(weights.sum(-1))   # all ones
    weights = mha.dropout(weights)
    ctx = torch.matmul(weights, v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
