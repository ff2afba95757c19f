# exercise: ex_mha_forward
# mistake: Copy-pasting the projections, the learner computed the keys with mha.W_query as well, so the scores are q·q; keys must come from mha.W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    projections = {
        "q": mha.W_query,
        "k": mha.W_query,
        "v": mha.W_value,
    }
    q, k, v = (
        layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
        for layer in projections.values()
    )
    scores = q @ k.transpose(2, 3)
    future = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(future, float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
