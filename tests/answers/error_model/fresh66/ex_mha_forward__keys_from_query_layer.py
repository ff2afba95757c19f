# exercise: ex_mha_forward
# mistake: The keys are projected with mha.W_query (copy-pasted line) instead of mha.W_key, so the scores are q·q.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    q = split(mha.W_query(x))
    k = split(mha.W_query(x))
    v = split(mha.W_value(x))
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
