# exercise: ex_mha_forward
# mistake: The learner reads the scaling size from the keys before they are split into heads, so the scores are divided by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    keys = mha.W_key(x)          # (b, n, C)
    queries = mha.W_query(x)     # (b, n, C)
    values = mha.W_value(x)      # (b, n, C)
    d_k = keys.shape[-1]
    keys = keys.view(b, n, H, D).transpose(1, 2)          # (b, H, n, D)
    queries = queries.view(b, n, H, D).transpose(1, 2)
    values = values.view(b, n, H, D).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)               # (b, H, n, n)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / d_k ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
