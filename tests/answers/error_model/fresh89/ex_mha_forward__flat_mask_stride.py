# exercise: ex_mha_forward
# mistake: The n x n mask is cut from the flattened context_length x context_length buffer as its first n*n entries, which uses row stride n instead of context_length; it must be mask[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, H, hd).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    causal = mha.mask.flatten()[: n * n].view(n, n).bool()
    s = torch.matmul(q, k.transpose(2, 3)).masked_fill(causal, float("-inf"))
    w = torch.softmax(s / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, H * hd)
    return mha.out_proj(out)
