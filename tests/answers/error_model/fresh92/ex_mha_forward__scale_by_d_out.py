# exercise: ex_mha_forward
# mistake: Scaled the scores by the square root of the last size of the unsplit keys (d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch
import torch.nn.functional as F

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    k_full = mha.W_key(x)
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim)
    k = k_full.view(b, n, mha.num_heads, mha.head_dim)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim)
    s = torch.einsum('bqhd,bkhd->bhqk', q, k) / k_full.shape[-1] ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(F.softmax(s, dim=-1))
    ctx = torch.einsum('bhqk,bkhd->bqhd', w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
