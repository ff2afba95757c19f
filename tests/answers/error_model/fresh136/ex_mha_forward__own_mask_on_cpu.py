# exercise: ex_mha_forward
# mistake: Built its own causal mask with torch.triu(torch.ones(n, n), 1) on the CPU instead of using mha.mask (or device=x.device), so masked_fill fails on a GPU. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = (q @ k.transpose(2, 3)).masked_fill(causal, float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
