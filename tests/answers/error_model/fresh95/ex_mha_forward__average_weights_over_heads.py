# exercise: ex_mha_forward
# mistake: The learner averaged the attention weights over the heads (a group-by over the head axis) before multiplying with the values, so every head uses the same weights; each head must use its own weights. [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, H, D).transpose(1, 2)
    Q, K, V = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    S = Q @ K.transpose(2, 3) / D ** 0.5
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(S, dim=-1)
    A = A.mean(dim=1, keepdim=True)      # summary table over heads
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, H * D)
    return mha.out_proj(Z)
