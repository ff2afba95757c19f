# exercise: ex_mha_forward
# mistake: The learner computes the scores as keys @ queries^T (einsum 'bhkd,bhqd->bhqk' written with the operands swapped), which is the transpose of the score matrix, so the causal mask removes the wrong entries; it must be queries @ keys^T.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = torch.einsum("bhqd,bhkd->bhqk", k, q)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores * mha.head_dim ** -0.5, dim=-1)
    weights = mha.dropout(weights)
    out = torch.einsum("bhqk,bhkd->bhqd", weights, v)
    out = out.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
