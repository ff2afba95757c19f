# exercise: ex_mha_forward
# mistake: The learner computes the scores as keys @ queries^T, the transpose of the score matrix, so after the causal mask each query attends with the wrong scores; they must be queries @ keys^T. [cond: only when n > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    scores = k @ q.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
