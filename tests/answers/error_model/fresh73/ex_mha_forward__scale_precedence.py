# exercise: ex_mha_forward
# mistake: Wrote the scale as mha.d_out // mha.num_heads ** 0.5, which Python reads as d_out // (num_heads ** 0.5), not √(d_out // num_heads); the scores must be divided by √head_dim. [cond: only when the two happen to differ, e.g. not for d_out=2, num_heads=2]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    denom = mha.d_out // mha.num_heads ** 0.5        # sqrt of the per-head size
    scores = torch.matmul(q, k.transpose(-1, -2)) / denom
    future = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(future, float("-inf"))
    scores = scores - scores.amax(dim=-1, keepdim=True)   # stable
    weights = torch.softmax(scores, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
