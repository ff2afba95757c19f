# exercise: ex_mha_forward
# mistake: Takes the scaling dimension from the projected keys before they are split into heads (keys.shape[-1] = d_out) instead of head_dim, so the scores are divided by sqrt(d_out). [cond: num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x: torch.Tensor) -> torch.Tensor:
    """Forward pass of the efficient MultiHeadAttention.

    Args:
        mha: module with W_query, W_key, W_value, out_proj, dropout, mask,
            num_heads, head_dim and d_out.
        x: input of shape (b, n, d_in).

    Returns:
        Context vectors of shape (b, n, d_out).
    """
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = math.sqrt(keys.shape[-1])

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    keys, queries, values = split(keys), split(queries), split(values)
    scores = queries @ keys.transpose(2, 3)
    mask = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(scores / scale, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
