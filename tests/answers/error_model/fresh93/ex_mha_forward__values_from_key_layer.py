# exercise: ex_mha_forward
# mistake: Projects the values with mha.W_key instead of mha.W_value, so the weights average key vectors.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_key(x))
    scores = q @ k.transpose(-2, -1)
    future = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(future, float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
