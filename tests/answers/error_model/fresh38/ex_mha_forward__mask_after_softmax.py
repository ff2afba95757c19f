# exercise: ex_mha_forward
# mistake: The learner applied the causal mask after the softmax (masked_fill with 0 on the weights) without renormalising, so rows no longer sum to 1; mask the scores with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    weights = torch.softmax(scores, dim=-1)
    weights = weights.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
