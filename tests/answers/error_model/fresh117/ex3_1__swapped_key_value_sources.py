# exercise: ex3_1
# mistake: The table pairing sa_v1's parameters with sa_v2's layers lists value before key, so W_key receives the transposed value weights and W_value the key weights; each name must take the weight of the layer with the same name.
"""Port the nn.Linear weights of a SelfAttention_v2 into a SelfAttention_v1."""
import torch
from torch import nn

_TARGETS: tuple[str, ...] = ("W_query", "W_key", "W_value")


def _linear_to_matrix(layer: nn.Linear) -> nn.Parameter:
    """nn.Linear stores (d_out, d_in); v1 multiplies x @ W with W of shape (d_in, d_out)."""
    return nn.Parameter(layer.weight.detach().T.clone())


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    """Copy sa_v2's projections into sa_v1, in place."""
    sources = (sa_v2.W_query, sa_v2.W_value, sa_v2.W_key)
    for name, layer in zip(_TARGETS, sources):
        setattr(sa_v1, name, _linear_to_matrix(layer))
