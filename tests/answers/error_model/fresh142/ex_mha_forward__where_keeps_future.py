# exercise: ex_mha_forward
# mistake: The learner uses torch.where(mask, scores, -inf) with the buffer's future mask as the condition, which keeps the future scores and sets the past and the diagonal to -inf (the first rows become NaN); torch.where keeps the second argument where the condition is True, so the condition must be the allowed positions (~mask) or use masked_fill.
import torch
from torch import nn


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    S = Q @ K.transpose(2, 3)
    future = mha.mask.bool()[:n, :n]
    S = torch.where(future, S, torch.tensor(float("-inf"), device=x.device, dtype=S.dtype))
    P = torch.softmax(S / mha.head_dim ** 0.5, dim=-1)
    P = mha.dropout(P)
    Z = (P @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
