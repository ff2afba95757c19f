# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax by setting future weights to 0, without renormalising, so the rows no longer sum to 1; fill the future scores with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    w = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    w = w.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
