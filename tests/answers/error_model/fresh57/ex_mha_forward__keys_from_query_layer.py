# exercise: ex_mha_forward
# mistake: Projected the keys with mha.W_query instead of mha.W_key (a copy-paste of the query line), so scores are q . q.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    K = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    V = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    S = torch.matmul(Q, K.transpose(2, 3))
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf")) / D ** 0.5
    P = mha.dropout(S.softmax(-1))
    Z = (P @ V).transpose(1, 2).contiguous().view(b, n, H * D)
    return mha.out_proj(Z)
