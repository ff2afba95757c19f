"""The book's attention classes (chapter 3), with its names, signatures and parameter names.

Constructing them after seeding torch's global RNG gives the book's tensors. Code that must not
touch the global RNG (Gradio handlers run in threads) builds a module and then calls
:func:`reinitialize` with its own ``torch.Generator``: that redraws every parameter in the same
order and from the same distributions as construction does, so the numbers match the seeded book.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from attnlab import attention


class SelfAttention_v1(nn.Module):
    """Self-attention with raw ``torch.rand`` weight matrices, used as ``x @ W``."""

    def __init__(self, d_in: int, d_out: int):
        super().__init__()
        self.W_query = nn.Parameter(torch.rand(d_in, d_out))
        self.W_key = nn.Parameter(torch.rand(d_in, d_out))
        self.W_value = nn.Parameter(torch.rand(d_in, d_out))

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # x (n, d_in) -> (n, d_out)
        keys = x @ self.W_key
        queries = x @ self.W_query
        values = x @ self.W_value
        context, _ = attention.attend(queries, keys, values)
        return context


class SelfAttention_v2(nn.Module):
    """Self-attention with ``nn.Linear`` projections (weights stored transposed: (d_out, d_in))."""

    def __init__(self, d_in: int, d_out: int, qkv_bias: bool = False):
        super().__init__()
        self.W_query = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_key = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_value = nn.Linear(d_in, d_out, bias=qkv_bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # x (n, d_in) -> (n, d_out)
        context, _ = attention.attend(self.W_query(x), self.W_key(x), self.W_value(x))
        return context


class CausalAttention(nn.Module):
    """Single-head causal self-attention over a batch, with dropout on the weights."""

    def __init__(
        self, d_in: int, d_out: int, context_length: int, dropout: float, qkv_bias: bool = False
    ):
        super().__init__()
        self.d_out = d_out
        self.W_query = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_key = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_value = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.dropout = nn.Dropout(dropout)
        # A buffer moves with .to(device) and is saved in the state_dict, but is not trained.
        self.register_buffer(
            "mask", torch.triu(torch.ones(context_length, context_length), diagonal=1)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # x (b, n, d_in) -> (b, n, d_out)
        n = x.shape[1]
        keys, queries, values = self.W_key(x), self.W_query(x), self.W_value(x)  # (b, n, d_out)
        scores = attention.dot_scores(queries, keys)  # (b, n, n)
        scores = scores.masked_fill(self.mask.bool()[:n, :n], float("-inf"))
        weights = torch.softmax(attention.scale_scores(scores, keys.shape[-1]), dim=-1)
        weights = self.dropout(weights)
        return weights @ values


class MultiHeadAttentionWrapper(nn.Module):
    """``num_heads`` independent CausalAttention heads, concatenated: output is num_heads * d_out."""

    def __init__(
        self,
        d_in: int,
        d_out: int,
        context_length: int,
        dropout: float,
        num_heads: int,
        qkv_bias: bool = False,
    ):
        super().__init__()
        self.heads = nn.ModuleList(
            [
                CausalAttention(d_in, d_out, context_length, dropout, qkv_bias)
                for _ in range(num_heads)
            ]
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # (b, n, d_in) -> (b, n, h * d_out)
        return torch.cat([head(x) for head in self.heads], dim=-1)


class MultiHeadAttention(nn.Module):
    """Efficient multi-head causal attention: one projection per Q/K/V, split into heads.

    Here d_out is the total output size; each head gets d_out // num_heads features.
    """

    def __init__(
        self,
        d_in: int,
        d_out: int,
        context_length: int,
        dropout: float,
        num_heads: int,
        qkv_bias: bool = False,
    ):
        super().__init__()
        if d_out % num_heads != 0:
            # the sizes in the message: the grader tells a learner which value was off and why
            raise ValueError(f"d_out must be divisible by num_heads (d_out={d_out}, num_heads={num_heads})")
        self.d_out = d_out
        self.num_heads = num_heads
        self.head_dim = d_out // num_heads
        self.W_query = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_key = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_value = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.out_proj = nn.Linear(d_out, d_out)
        self.dropout = nn.Dropout(dropout)
        self.register_buffer(
            "mask", torch.triu(torch.ones(context_length, context_length), diagonal=1)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # (b, n, d_in) -> (b, n, d_out)
        n = x.shape[1]
        queries = attention.split_heads(self.W_query(x), self.num_heads)  # (b, h, n, hd)
        keys = attention.split_heads(self.W_key(x), self.num_heads)
        values = attention.split_heads(self.W_value(x), self.num_heads)
        scores = attention.dot_scores(queries, keys)  # (b, h, n, n)
        scores = scores.masked_fill(self.mask.bool()[:n, :n], float("-inf"))
        weights = torch.softmax(attention.scale_scores(scores, self.head_dim), dim=-1)
        weights = self.dropout(weights)
        context = attention.merge_heads(weights @ values)  # (b, n, d_out)
        return self.out_proj(context)


# --- seeding without the global RNG ---------------------------------------------------------------


def reset_linear(layer: nn.Linear, generator: torch.Generator) -> None:
    """What nn.Linear.reset_parameters does, drawing from ``generator`` instead of the global RNG."""
    nn.init.kaiming_uniform_(layer.weight, a=math.sqrt(5), generator=generator)
    if layer.bias is not None:
        bound = 1.0 / math.sqrt(layer.in_features) if layer.in_features > 0 else 0.0
        nn.init.uniform_(layer.bias, -bound, bound, generator=generator)


@torch.no_grad()
def reinitialize(module: nn.Module, generator: torch.Generator) -> nn.Module:
    """Redraw every parameter of a book module from ``generator``, in construction order.

    ``reinitialize(Cls(...), torch.Generator().manual_seed(s))`` equals seeding the global RNG with
    s and then calling ``Cls(...)``, for every class in this file, without reading or changing the
    global RNG state.
    """
    for sub in module.modules():
        if isinstance(sub, nn.Linear):
            reset_linear(sub, generator)
        elif isinstance(sub, SelfAttention_v1):
            for p in (sub.W_query, sub.W_key, sub.W_value):
                p.copy_(torch.rand(p.shape, generator=generator))
    return module


def seeded(cls: type[nn.Module], seed: int, *args, **kwargs) -> nn.Module:
    """Build ``cls(*args, **kwargs)`` with the parameters the book gets from a global seed ``seed``."""
    return reinitialize(cls(*args, **kwargs), torch.Generator().manual_seed(int(seed)))


# --- wrapper -> efficient class -------------------------------------------------------------------


@torch.no_grad()
def wrapper_to_multihead(wrapper: MultiHeadAttentionWrapper) -> MultiHeadAttention:
    """An efficient MultiHeadAttention computing exactly what ``wrapper`` computes.

    Head i's (d_out, d_in) projections become rows [i*hd, (i+1)*hd) of the fused projections (that
    is the order split_heads reads them in), and out_proj is the identity, since the wrapper only
    concatenates. Dropout probability and context length are copied.
    """
    heads = list(wrapper.heads)
    first = heads[0]
    head_dim, d_in = first.W_query.weight.shape
    num_heads = len(heads)
    context_length = first.mask.shape[0]
    qkv_bias = first.W_query.bias is not None
    mha = MultiHeadAttention(
        d_in, head_dim * num_heads, context_length, first.dropout.p, num_heads, qkv_bias
    )
    for name in ("W_query", "W_key", "W_value"):
        target = getattr(mha, name)
        target.weight.copy_(torch.cat([getattr(h, name).weight for h in heads], dim=0))
        if qkv_bias:
            target.bias.copy_(torch.cat([getattr(h, name).bias for h in heads], dim=0))
    mha.out_proj.weight.copy_(torch.eye(head_dim * num_heads))
    mha.out_proj.bias.zero_()
    return mha.to(first.mask.device)


def count_parameters(module: nn.Module) -> int:
    """Number of trainable scalars (buffers such as the causal mask are not parameters)."""
    return sum(p.numel() for p in module.parameters())
