# exercise: ex_mha_forward
# mistake: Projects the values with mha.W_key instead of mha.W_value (the key projection is reused for the values).
import torch


def _split_heads(t, num_heads, head_dim):
    b, n, _ = t.shape
    return t.view(b, n, num_heads, head_dim).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    projections = {name: getattr(mha, layer)(x) for name, layer in
                   (("q", "W_query"), ("k", "W_key"), ("v", "W_key"))}
    q, k, v = (_split_heads(projections[c], mha.num_heads, mha.head_dim) for c in "qkv")
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
