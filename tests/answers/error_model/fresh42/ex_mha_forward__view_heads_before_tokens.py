# exercise: ex_mha_forward
# mistake: Splits the heads with view(b, num_heads, n, head_dim) directly instead of view(b, n, num_heads, head_dim).transpose(1, 2), so each "head" holds slices of several tokens (it merges back the same way); only one head (num_heads=1) or one token works.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    # (b, n, d_out) -> (b, H, n, D)
    Q = mha.W_query(x).view(b, H, n, D)
    K = mha.W_key(x).view(b, H, n, D)
    V = mha.W_value(x).view(b, H, n, D)
    scores = torch.matmul(Q, K.transpose(-1, -2)) / D ** 0.5
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
    P = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.matmul(P, V).view(b, n, H * D)
    return mha.out_proj(ctx)
