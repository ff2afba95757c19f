# exercise: ex_mha_forward
# mistake: Passed the float 0/1 mask buffer mha.mask[:n, :n] straight to masked_fill without .bool(), which raises because masked_fill needs a boolean mask.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    att = (q @ k.transpose(-2, -1)) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask[:n, :n], float("-inf"))
    att = mha.dropout(torch.softmax(att, dim=-1))
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
