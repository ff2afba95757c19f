# exercise: ex_mha_forward
# mistake: The learner divides the weights by √head_dim after the softmax, sees that rows no longer sum to 1, and renormalises them, which cancels the scaling entirely; the scores must be divided by √head_dim before the softmax. [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    S = (Q @ K.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    P = torch.softmax(S, dim=-1) / hd ** 0.5
    print(P.sum(-1)[0, 0])   # should be 1
    P = P / P.sum(dim=-1, keepdim=True)
    P = mha.dropout(P)
    Z = (P @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
