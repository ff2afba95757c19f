# exercise: ex_mha_forward
# mistake: Builds a fresh triu mask with torch.ones(n, n) on the CPU instead of using the buffer mha.mask (or device=x.device), so masked_fill fails for inputs on a GPU. [cond: only on a GPU]
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = (q @ k.transpose(-1, -2)).masked_fill(causal, float("-inf"))
    weights = mha.dropout(F.softmax(scores * mha.head_dim ** -0.5, dim=-1))
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
