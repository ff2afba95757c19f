# exercise: ex_mha_forward
# mistake: Computes the per-head size for the scaling from the input width, x.shape[-1] // num_heads, instead of head_dim = d_out // num_heads, so the scores are scaled wrongly whenever the two differ. [cond: d_in // num_heads != d_out // num_heads]
import torch


def ex_mha_forward(mha, x):
    *lead, n, d_in = x.shape
    hd = d_in // mha.num_heads

    def to_heads(t):
        return t.unflatten(-1, (mha.num_heads, -1)).transpose(-2, -3)

    q, k, v = (to_heads(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    scores = q @ k.transpose(-2, -1) / hd ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ v).transpose(-2, -3).flatten(-2)
    return mha.out_proj(context)
