# exercise: ex_mha_forward
# mistake: The learner stacks the batch into one long (b*n, d_in) design matrix before attention, so tokens of different sequences attend to each other under one big causal mask; attention must stay within each sequence (keep the batch axis).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    X = x.reshape(b * n, -1)                       # samples x features
    N = X.shape[0]
    h, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(X).view(N, h, hd).transpose(0, 1)   # (h, N, hd)
    K = mha.W_key(X).view(N, h, hd).transpose(0, 1)
    V = mha.W_value(X).view(N, h, hd).transpose(0, 1)
    S = Q @ K.transpose(1, 2) / hd ** 0.5
    future = torch.triu(torch.ones(N, N, dtype=torch.bool, device=x.device), diagonal=1)
    A = mha.dropout(torch.softmax(S.masked_fill(future, float('-inf')), dim=-1))
    ctx = (A @ V).transpose(0, 1).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
