# exercise: ex_mha_forward
# mistake: Scales the scores by sqrt(W_key.out_features), which is d_out (all heads together), instead of sqrt(head_dim). [cond: num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    d_k = mha.W_key.out_features
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / d_k ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
