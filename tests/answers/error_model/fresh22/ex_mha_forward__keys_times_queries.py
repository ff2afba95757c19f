# exercise: ex_mha_forward
# mistake: Computed the scores as K Q^T (column-vector habit) instead of Q K^T, so the score matrix is transposed before masking; use q @ k.transpose(-2, -1).
import math
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    scores = k @ q.transpose(-2, -1) / math.sqrt(mha.head_dim)   # (b, h, n, n)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
