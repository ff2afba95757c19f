# exercise: ex_mha_forward
# mistake: The learner built a fresh causal mask with torch.triu(torch.ones(n, n)) on the CPU instead of using mha.mask (or device=x.device), so on a GPU the mask is on another device than the scores. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    s = (q @ k.transpose(-2, -1)).masked_fill(mask, float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
