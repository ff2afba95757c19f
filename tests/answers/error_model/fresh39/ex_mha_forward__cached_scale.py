# exercise: ex_mha_forward
# mistake: Caches the scale 1/sqrt(head_dim) in a module-level variable on the first call and reuses it for every later module, so a module with a different head_dim is scaled wrongly; the scale must come from the current mha.head_dim. [cond: a later call with a module whose head_dim differs from the first one]
import torch

_scale = None


def ex_mha_forward(mha, x):
    global _scale
    b, n, _ = x.shape
    if _scale is None:
        _scale = 1.0 / mha.head_dim ** 0.5
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = (q @ k.transpose(2, 3)) * _scale
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
