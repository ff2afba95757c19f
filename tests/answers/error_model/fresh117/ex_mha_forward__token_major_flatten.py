# exercise: ex_mha_forward
# mistake: Flattens the batch into (b·n, d) for one big projection but unflattens it as (n, b, …) and permutes, so tokens of different sequences get mixed whenever b > 1; the rows are batch-major and must be viewed as (b, n, num_heads, head_dim). [cond: b > 1]
"""MultiHeadAttention.forward with the projections done on a flat (b*n, d) matrix."""
import torch
from torch import Tensor, nn


def _project(layer: nn.Linear, flat: Tensor, b: int, n: int, h: int, hd: int) -> Tensor:
    """(b*n, d_in) -> (b, h, n, hd)"""
    return layer(flat).view(n, b, h, hd).permute(1, 2, 0, 3)


def ex_mha_forward(mha: nn.Module, x: Tensor) -> Tensor:
    b, n, d_in = x.shape
    flat = x.reshape(b * n, d_in)
    dims = (b, n, mha.num_heads, mha.head_dim)
    q = _project(mha.W_query, flat, *dims)
    k = _project(mha.W_key, flat, *dims)
    v = _project(mha.W_value, flat, *dims)

    scores = (q @ k.mT).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
