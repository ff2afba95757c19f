# exercise: ex_mha_forward
# mistake: The learner returned the merged context vectors without passing them through mha.out_proj; the forward ends with the output projection.
import numpy as np
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    future = torch.from_numpy(np.triu(np.ones((n, n), dtype=bool), 1)).to(x.device)
    scores = (q @ k.transpose(-1, -2)).masked_fill(future, float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return context
