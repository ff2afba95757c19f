# exercise: ex_mha_forward
# mistake: The mask zeroes the future weights after the softmax, without renormalising, so the rows no longer sum to 1; the future scores must be set to -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    S = Q @ K.transpose(2, 3) / hd ** 0.5
    A = torch.softmax(S, dim=-1)
    # causal: nothing may look at the future -> those weights become 0
    A = A.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    print("row 0 of head 0:", A[0, 0, 0])   # [x, 0, 0, ...]
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
