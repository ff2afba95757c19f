# exercise: ex_mha_forward
# mistake: Applied out_proj by hand as context @ out_proj.weight.T and left out its bias (out_proj is built with a bias); call mha.out_proj(context) or add out_proj.bias.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    S = Q @ K.transpose(2, 3) / hd ** 0.5
    S = S.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    A = mha.dropout(torch.softmax(S, dim=-1))
    Z = (A @ V).transpose(1, 2).reshape(b, n, mha.d_out)
    # out = Z * Wo'
    return Z @ mha.out_proj.weight.T
