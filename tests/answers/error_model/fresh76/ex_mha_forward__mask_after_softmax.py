# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax, setting future weights to 0 without renormalising, so rows no longer sum to 1; mask with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    q, k, v = (split(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    att = torch.softmax((q @ k.mT) * mha.head_dim ** -0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    att = mha.dropout(att)
    out = (att @ v).permute(0, 2, 1, 3).reshape(b, n, -1)
    return mha.out_proj(out)
