# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax (filling the future weights with 0) without renormalising, so the rows no longer sum to 1; the -inf fill must come before the softmax.
"""MultiHeadAttention.forward, written as a free function."""
import torch
from torch import Tensor, nn


def _heads(t: Tensor, mha: nn.Module) -> Tensor:
    b, n, _ = t.shape
    return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)


def ex_mha_forward(mha: nn.Module, x: Tensor) -> Tensor:
    b, n, _ = x.shape
    queries = _heads(mha.W_query(x), mha)
    keys = _heads(mha.W_key(x), mha)
    values = _heads(mha.W_value(x), mha)

    scores = queries @ keys.transpose(2, 3) / mha.head_dim ** 0.5
    weights = torch.softmax(scores, dim=-1)
    weights = weights.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    weights = mha.dropout(weights)

    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
