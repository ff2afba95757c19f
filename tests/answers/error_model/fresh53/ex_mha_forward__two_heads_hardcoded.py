# exercise: ex_mha_forward
# mistake: The split uses view(b, n, 2, -1), the book's 2 heads, instead of mha.num_heads, so with any other number of heads the attention is computed over the wrong groups of features. [cond: only when num_heads != 2]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, 2, -1).transpose(1, 2)
    k = mha.W_key(x).view(b, n, 2, -1).transpose(1, 2)
    v = mha.W_value(x).view(b, n, 2, -1).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
