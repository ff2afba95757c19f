# exercise: ex_mha_forward
# mistake: Merged the heads with (weights @ values).reshape(b, n, d_out) without first transposing back to (b, n, h, hd), which mixes tokens and heads. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    mask = mha.mask.bool()[:n, :n]
    att = (q @ k.transpose(-2, -1)).masked_fill(mask, float('-inf'))
    att = torch.softmax(att / (mha.head_dim ** 0.5), dim=-1)
    out = (att @ v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
