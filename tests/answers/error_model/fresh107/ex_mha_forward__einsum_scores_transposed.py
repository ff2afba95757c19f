# exercise: ex_mha_forward
# mistake: Writes the scores as einsum('bhid,bhjd->bhji', q, k), whose rows are keys and columns queries (the transpose of q @ k^T), so the causal mask and the softmax act on the wrong axis; the output index order must be 'bhij'.
import numpy as np
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h = mha.num_heads
    split = lambda t: t.reshape(b, n, h, -1).permute(0, 2, 1, 3)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = torch.einsum("bhid,bhjd->bhji", q, k) / np.sqrt(mha.head_dim)
    mask = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(mask, float("-inf"))
    weights = mha.dropout(scores.softmax(dim=-1))
    context = torch.einsum("bhij,bhjd->bhid", weights, v)
    context = context.permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
