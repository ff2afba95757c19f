# exercise: ex_mha_forward
# mistake: The values are projected with mha.W_query instead of mha.W_value (copy-paste of the query line), so the context vectors mix the wrong vectors; V = W_value(x).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    V = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    S = Q @ K.transpose(2, 3)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(S / hd ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)
