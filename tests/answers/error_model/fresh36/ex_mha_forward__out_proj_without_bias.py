# exercise: ex_mha_forward
# mistake: Does every projection by hand as x * W' (MATLAB style) using only .weight, which is fine for the bias-free Q/K/V layers, but out_proj always has a bias and it is dropped; call mha.out_proj(context) (or add out_proj.bias).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = x @ mha.W_query.weight.T
    K = x @ mha.W_key.weight.T
    V = x @ mha.W_value.weight.T
    H, D = mha.num_heads, mha.head_dim
    Q = Q.reshape(b, n, H, D).permute(0, 2, 1, 3)
    K = K.reshape(b, n, H, D).permute(0, 2, 1, 3)
    V = V.reshape(b, n, H, D).permute(0, 2, 1, 3)
    S = Q @ K.transpose(-1, -2) / D ** 0.5
    S = S.masked_fill(mha.mask[:n, :n].bool(), -float('inf'))
    A = torch.softmax(S, dim=-1)
    A = mha.dropout(A)
    C = (A @ V).permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return C @ mha.out_proj.weight.T
