# exercise: ex_mha_forward
# mistake: computes the keys with mha.W_query instead of mha.W_key, so the scores are q·q; keys must come from W_key.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_query(x))
    v = to_heads(mha.W_value(x))
    att = (q @ k.transpose(-2, -1)) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = mha.dropout(F.softmax(att, dim=-1))
    y = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
