# exercise: ex_mha_forward
# mistake: Divides the queries by sqrt(head_dim) and then calls a helper whose default scale divides the scores by sqrt(head_dim) again, so the scores are divided by head_dim; they must be scaled once.
import math
import torch


def sdpa(q, k, v, mask=None, scale=None, dim=-1):
    scale = 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale
    s = q @ k.transpose(-2, -1) * scale
    if mask is not None:
        s = s.masked_fill(mask, float('-inf'))
    return torch.softmax(s, dim=dim) @ v


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x)) / math.sqrt(mha.head_dim)
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    out = sdpa(q, k, v, mask=mha.mask.bool()[:n, :n])
    out = out.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
