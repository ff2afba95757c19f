# exercise: ex_mha_forward
# mistake: The learner projects with x @ layer.weight, treating the Linear weight as a (d_in, d_out) coefficient matrix, and drops the biases; nn.Linear computes x @ weight.T + bias, so the layers must be called (mha.W_query(x)). [cond: crashes unless d_in equals d_out, wrong values otherwise]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = (x @ mha.W_query.weight).view(b, n, h, hd).transpose(1, 2)
    K = (x @ mha.W_key.weight).view(b, n, h, hd).transpose(1, 2)
    V = (x @ mha.W_value.weight).view(b, n, h, hd).transpose(1, 2)
    S = Q @ K.transpose(-2, -1)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    A = torch.softmax(S / hd ** 0.5, dim=-1)
    A = mha.dropout(A)
    ctx = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
