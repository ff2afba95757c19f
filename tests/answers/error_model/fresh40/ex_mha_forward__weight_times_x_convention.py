# exercise: ex_mha_forward
# mistake: Projected with x @ layer.weight as in the paper's x W notation, but nn.Linear stores weight as (d_out, d_in) and computes x @ weight.T; it only runs when d_in == d_out and then gives the wrong projections. [cond: crashes unless d_in == d_out]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = x @ mha.W_query.weight     # (b, n, d_out)
    K = x @ mha.W_key.weight
    V = x @ mha.W_value.weight
    Q = Q.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = K.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = V.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = Q @ K.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
