# exercise: ex_mha_forward
# mistake: Flattened the batch into one long token sequence (b·n tokens) to write rank-agnostic code, so tokens attend to earlier tokens of other sequences; each sequence must be attended separately (keep b as a batch axis). [cond: b > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    flat = x.flatten(0, -2)                               # (b*n, d_in)
    N = flat.shape[0]
    def split(t):
        return t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(-3, -2)   # (h, N, hd)
    q, k, v = split(mha.W_query(flat)), split(mha.W_key(flat)), split(mha.W_value(flat))
    s = q @ k.transpose(-2, -1) / mha.head_dim ** 0.5
    s = s.masked_fill(torch.ones(N, N, dtype=torch.bool, device=x.device).triu(1), float('-inf'))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(-3, -2).flatten(-2)           # (N, d_out)
    return mha.out_proj(ctx).unflatten(0, (b, n))
