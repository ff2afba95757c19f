# exercise: ex_mha_forward
# mistake: Reads the buffer as "1 = allowed" and fills where ~mask, which hides the past and the diagonal and leaves the future; the buffer's 1s (above the diagonal) are the forbidden positions.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    allowed = mha.mask[:n, :n].bool()
    scores = (q @ k.transpose(-2, -1)).masked_fill(~allowed, float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
