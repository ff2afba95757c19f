# exercise: ex_mha_forward
# mistake: The values are projected with mha.W_key instead of mha.W_value (copy-paste), so the context mixes key vectors; values must come from W_value.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)   # (b, h, n, hd)
    K = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)     # (b, h, n, hd)
    V = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)     # (b, h, n, hd)
    S = Q @ K.transpose(2, 3)                               # (b, h, n, n)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(S / hd ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)   # (b, n, d_out)
    return mha.out_proj(Z)
