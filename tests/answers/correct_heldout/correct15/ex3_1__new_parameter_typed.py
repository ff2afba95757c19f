# exercise: ex3_1
# style: replaces each nn.Parameter with a new one (clone of weight.T), cast to the old parameter's dtype/device; type hints and docstring.
from torch import nn


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    """Make ``sa_v1`` compute exactly what ``sa_v2`` computes.

    ``nn.Linear`` keeps its weight as (d_out, d_in), so v1's (d_in, d_out) matrix is its transpose.
    """
    for name in ["W_value", "W_key", "W_query"]:  # order does not matter
        old: nn.Parameter = getattr(sa_v1, name)
        w = getattr(sa_v2, name).weight.detach().t().contiguous().clone()
        setattr(sa_v1, name, nn.Parameter(w.to(dtype=old.dtype, device=old.device),
                                          requires_grad=old.requires_grad))
