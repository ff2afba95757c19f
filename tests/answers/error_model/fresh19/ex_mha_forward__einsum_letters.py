# exercise: ex_mha_forward
# mistake: Writes the weights-times-values einsum as "bhqk,bhkd->bhkd", which sums over the queries and keeps the key index; the context is "bhqk,bhkd->bhqd" (weights @ values).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b, n, h, hd)
    k = mha.W_key(x).reshape(b, n, h, hd)
    v = mha.W_value(x).reshape(b, n, h, hd)

    scores = torch.einsum("bqhd,bkhd->bhqk", q, k) / hd ** 0.5
    causal = mha.mask[:n, :n].bool()
    scores = torch.where(causal, torch.full_like(scores, float("-inf")), scores)
    weights = mha.dropout(torch.softmax(scores, dim=-1))

    context = torch.einsum("bhqk,bhkd->bhkd", weights, v.transpose(1, 2))   # (b, h, n, hd)
    context = context.transpose(1, 2).reshape(b, n, h * hd)
    return mha.out_proj(context)
