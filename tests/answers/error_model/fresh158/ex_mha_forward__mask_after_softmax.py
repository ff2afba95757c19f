# exercise: ex_mha_forward
# mistake: The learner applied the softmax to the unmasked scores and then zeroed the future weights without renormalising, so rows no longer sum to 1; mask with -inf before the softmax (or renormalise).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = heads(mha.W_query(x))
    k = heads(mha.W_key(x))
    v = heads(mha.W_value(x))
    att = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], 0.0)   # p(j|i) = 0 for future j
    att = mha.dropout(att)
    ctx = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
