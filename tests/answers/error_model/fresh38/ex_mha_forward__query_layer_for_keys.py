# exercise: ex_mha_forward
# mistake: The learner projected the keys with mha.W_query (copy-paste) instead of mha.W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    K = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    V = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    S = Q @ K.transpose(2, 3)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = mha.dropout(torch.softmax(S / D ** 0.5, dim=-1))
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
