# exercise: ex_mha_forward
# mistake: Splits the projections with view(b, num_heads, n, head_dim) without a transpose, so each "head" gets a block of the flattened token-feature memory instead of features [i·hd, (i+1)·hd) of every token; view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, H, n, D)
    K = mha.W_key(x).view(b, H, n, D)
    V = mha.W_value(x).view(b, H, n, D)
    S = Q @ K.transpose(2, 3)                                  # (b, H, n, n)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(S / D ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, H * D)
    return mha.out_proj(Z)
