# exercise: ex_mha_forward
# mistake: Wrote the scores as einsum('bhqd,bhkd->bhkq'), which puts keys on the rows and queries on the columns (the transpose), so the causal mask and the softmax act on the wrong axes and each query attends to later tokens; the output letters must be 'bhqk'. [cond: n > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = torch.einsum("bnhd->bhnd", mha.W_query(x).view(b, n, h, hd))
    k = torch.einsum("bnhd->bhnd", mha.W_key(x).view(b, n, h, hd))
    v = torch.einsum("bnhd->bhnd", mha.W_value(x).view(b, n, h, hd))
    scores = torch.einsum("bhqd,bhkd->bhkq", q, k) / hd ** 0.5
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    attn = mha.dropout(scores.softmax(dim=-1))
    ctx = torch.einsum("bhqk,bhkd->bqhd", attn, v).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
