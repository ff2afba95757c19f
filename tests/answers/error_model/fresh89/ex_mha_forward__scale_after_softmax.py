# exercise: ex_mha_forward
# mistake: The weights are divided by sqrt(head_dim) after the softmax, so rows no longer sum to 1; the scores must be scaled before the softmax. [cond: head_dim != 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, d = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).reshape(b, n, h, d).permute(0, 2, 1, 3)
    K = mha.W_key(x).reshape(b, n, h, d).permute(0, 2, 1, 3)
    V = mha.W_value(x).reshape(b, n, h, d).permute(0, 2, 1, 3)
    S = torch.einsum("bhid,bhjd->bhij", Q, K)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    P = torch.softmax(S, dim=-1) / math.sqrt(d)
    P = mha.dropout(P)
    O = torch.einsum("bhij,bhjd->bhid", P, V)
    O = O.permute(0, 2, 1, 3).reshape(b, n, h * d)
    return mha.out_proj(O)
