# exercise: ex_mha_forward
# mistake: Applies the softmax first and then sets the future weights to 0 with masked_fill, so the rows no longer sum to 1; the future scores must be -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    att = torch.softmax(q @ k.transpose(-2, -1) / hd ** 0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
