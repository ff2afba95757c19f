# exercise: ex_mha_forward
# mistake: Recomputes the head size as mha.d_out // mha.head_dim, which is the number of heads, and scales by its square root; the scale is sqrt(head_dim). [cond: num_heads != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.d_out // mha.head_dim

    def split(t):
        return t.view(b, n, mha.num_heads, -1).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], float('-inf'))
    scores.div_(hd ** 0.5)
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
