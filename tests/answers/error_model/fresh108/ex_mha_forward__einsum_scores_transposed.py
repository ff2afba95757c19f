# exercise: ex_mha_forward
# mistake: Writes the scores as einsum('...qd,...kd->...kq'), which gives the transposed (key, query) matrix, so the causal mask and the softmax act on the wrong axes; the output order must be '...qk'.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = torch.einsum("...qd,...kd->...kq", q, k)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = torch.einsum("...qk,...kd->...qd", weights, v)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
