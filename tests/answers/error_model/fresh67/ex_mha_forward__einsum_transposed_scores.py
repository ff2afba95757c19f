# exercise: ex_mha_forward
# mistake: The learner's einsum writes the scores as 'bhkq' (keys before queries), so the score matrix is transposed before masking and the softmax runs over queries instead of keys; the output must be 'bhqk'.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    k = mha.W_key(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    v = mha.W_value(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    scores = torch.einsum("bhqd,bhkd->bhkq", q, k) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.einsum("bhqk,bhkd->bhqd", weights, v)
    return mha.out_proj(ctx.transpose(1, 2).flatten(2))
