# exercise: ex_mha_forward
# mistake: Applies the 1/sqrt(head_dim) scaling to the weights after the softmax instead of to the scores before it, so rows no longer sum to 1.
import math
import torch


def attend(q, k, v, mask=None, scale=None, causal=False, dropout_p=0.0, return_weights=False):
    s = q @ k.transpose(-2, -1)
    if mask is not None:
        s = s.masked_fill(mask, float("-inf"))
    w = torch.softmax(s, dim=-1)
    if scale is None:
        scale = 1 / math.sqrt(q.shape[-1])
    w = w * scale
    if dropout_p:
        w = torch.nn.functional.dropout(w, dropout_p)
    out = w @ v
    return (out, w) if return_weights else out


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    sh = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = sh(mha.W_query(x)), sh(mha.W_key(x)), sh(mha.W_value(x))
    ctx = attend(q, k, v, mask=mha.mask.bool()[:n, :n])
    ctx = ctx.transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
