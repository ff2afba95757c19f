# exercise: ex3_1
# mistake: Pairs parameters by zipping sa_v1's alphabetically sorted names (W_key, W_query, W_value) with sa_v2's definition order (W_query, W_key, W_value), so v1's query gets v2's key weight and vice versa; each name must get the transpose of the same-named layer.
from typing import Iterator, Tuple

import torch
from torch import nn


def _raw_params(module: nn.Module) -> Iterator[Tuple[str, nn.Parameter]]:
    """Parameters of a module in a stable (sorted) order."""
    return iter(sorted(module.named_parameters(), key=lambda kv: kv[0]))


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    """Copy the nn.Linear weights of ``sa_v2`` into the raw matrices of ``sa_v1``.

    nn.Linear stores weights as (d_out, d_in) while v1 uses x @ W with (d_in, d_out),
    so every weight is transposed on the way.
    """
    with torch.no_grad():
        for (name_v1, p_v1), (name_v2, p_v2) in zip(_raw_params(sa_v1), sa_v2.named_parameters()):
            assert p_v1.shape == p_v2.T.shape, (name_v1, name_v2)
            p_v1.copy_(p_v2.T)
