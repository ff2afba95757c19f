# exercise: ex_mha_forward
# mistake: Scales the scores by the square root of keys.shape[-2], which is the number of tokens n, not the head dimension; it must divide by √head_dim (keys.shape[-1]). [cond: n != head_dim]
"""Forward pass of the efficient MultiHeadAttention."""
import math

import torch
from torch import Tensor, nn


def _split(t: Tensor, heads: int) -> Tensor:
    b, n, d = t.shape
    return t.view(b, n, heads, d // heads).transpose(1, 2)


def ex_mha_forward(mha: nn.Module, x: Tensor) -> Tensor:
    b, n, _ = x.shape
    q, k, v = (_split(layer(x), mha.num_heads) for layer in (mha.W_query, mha.W_key, mha.W_value))
    scores = q @ k.transpose(-2, -1) / math.sqrt(k.shape[-2])
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(scores.softmax(dim=-1))
    return mha.out_proj((weights @ v).transpose(1, 2).reshape(b, n, mha.d_out))
