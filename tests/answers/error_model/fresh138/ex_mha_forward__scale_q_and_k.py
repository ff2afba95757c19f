# exercise: ex_mha_forward
# mistake: Like Flax, the learner scaled the queries by 1/√head_dim before the dot product, but also scaled the keys the same way, so the scores are divided by head_dim instead of √head_dim. [cond: head_dim != 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x)) * scale
    k = split(mha.W_key(x)) * scale
    v = split(mha.W_value(x))
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
