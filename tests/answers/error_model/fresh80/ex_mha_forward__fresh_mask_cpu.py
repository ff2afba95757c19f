# exercise: ex_mha_forward
# mistake: Builds a fresh triu mask with torch.ones(n, n) on the CPU instead of using mha.mask (or device=x.device), so masked_fill fails when x is on a GPU. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    mha.eval()
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()
    s = (q @ k.transpose(2, 3)).masked_fill(causal, float("-inf"))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
