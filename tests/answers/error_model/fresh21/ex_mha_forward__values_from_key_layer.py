# exercise: ex_mha_forward
# mistake: Copying the projection line three times, the learner computed the values with mha.W_key instead of mha.W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    scores = queries @ keys.transpose(2, 3)  # (b, h, n, n)
    mask_bool = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(mask_bool, -torch.inf)
    weights = torch.softmax(scores / mha.head_dim**0.5, dim=-1)
    weights = mha.dropout(weights)

    context = (weights @ values).transpose(1, 2)  # (b, n, h, hd)
    context = context.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
