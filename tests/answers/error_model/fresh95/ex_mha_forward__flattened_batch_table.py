# exercise: ex_mha_forward
# mistake: The learner flattened the batch into one long table of b*n tokens and ran causal attention over it, so a sequence attends to the tokens of the sequences before it; attention must stay within each sequence (keep the batch axis). [cond: only for b > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    rows = x.reshape(b * n, -1)                 # one row per (sequence, token)
    N = rows.shape[0]
    q = mha.W_query(rows).view(N, mha.num_heads, mha.head_dim).transpose(0, 1)  # (h, N, hd)
    k = mha.W_key(rows).view(N, mha.num_heads, mha.head_dim).transpose(0, 1)
    v = mha.W_value(rows).view(N, mha.num_heads, mha.head_dim).transpose(0, 1)
    future = torch.triu(torch.ones(N, N, dtype=torch.bool, device=x.device), diagonal=1)
    scores = (q @ k.transpose(1, 2)).masked_fill(future, float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    ctx = (weights @ v).transpose(0, 1).reshape(N, mha.d_out)
    return mha.out_proj(ctx).view(b, n, mha.d_out)
