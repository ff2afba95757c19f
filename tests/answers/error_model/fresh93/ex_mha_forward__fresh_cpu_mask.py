# exercise: ex_mha_forward
# mistake: Builds a fresh causal mask with torch.triu(torch.ones(n, n)) on the CPU instead of using the mha.mask buffer (or device=x.device), which fails when x is on a GPU. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = (q @ k.transpose(2, 3)) / hd ** 0.5
    scores = scores.masked_fill(mask, float('-inf'))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
