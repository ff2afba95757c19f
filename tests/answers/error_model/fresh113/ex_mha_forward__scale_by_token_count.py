# exercise: ex_mha_forward
# mistake: The learner scales by keys_T.shape[-1] ** 0.5 taken from the transposed keys, i.e. by sqrt(n) (number of tokens), instead of sqrt(head_dim). [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    assert x.dim() == 3, "x must be (b, n, d_in)"
    x = x.contiguous()
    b, n, _ = x.shape
    assert n <= mha.mask.shape[0], "sequence longer than context_length"
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys_T = split(mha.W_key(x)).transpose(2, 3)     # (b, h, hd, n)
    values = split(mha.W_value(x))
    scores = queries @ keys_T
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / keys_T.shape[-1] ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
