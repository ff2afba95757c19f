# exercise: ex3_2
# mistake: The generic helper's default qkv_bias=True gives the query, key and value layers biases, while the book's layers have none; the output shape (2, 6, 2) is right but the module must be built with qkv_bias=False.
from typing import Type

import torch.nn as nn


def make_attention(
    cls: Type[nn.Module],
    d_in: int = 3,
    d_out: int = 1,
    context_length: int = 6,
    dropout: float = 0.0,
    num_heads: int = 2,
    qkv_bias: bool = True,
) -> nn.Module:
    """Build an attention module with sensible defaults for the book's toy batch."""
    return cls(d_in, d_out, context_length, dropout, num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    """2 heads x 1 dim each -> 2-dim context vectors, shape (2, 6, 2)."""
    return make_attention(MultiHeadAttentionWrapper, d_out=1, num_heads=2)
