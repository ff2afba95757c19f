# exercise: ex_mha_forward
# mistake: Divided the attention weights by √head_dim after the softmax instead of the scores before it, so the rows no longer sum to 1 and the outputs are too small. [cond: only when head_dim > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    S = torch.matmul(Q, K.transpose(2, 3))
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    P = torch.softmax(S, dim=-1) / math.sqrt(mha.head_dim)
    P = mha.dropout(P)
    O = torch.matmul(P, V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(O)
