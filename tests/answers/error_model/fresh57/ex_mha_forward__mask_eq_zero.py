# exercise: ex_mha_forward
# mistake: Masked where mask == 0, taking the buffer as 1 = allowed, which hides the past and the diagonal and leaves the future; the buffer is 1 above the diagonal, so mask.bool() marks what to hide.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    m = mha.mask[:n, :n] == 0
    scores = scores.masked_fill(m, -torch.inf)
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
