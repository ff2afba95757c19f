# exercise: ex3_1
# mistake: Takes sa_v2's layers from sorted(named_children()), which is alphabetical (W_key, W_query, W_value), and zips them with the order query, key, value, so the query and key weights are swapped; each v1 parameter must get the transposed weight of the layer with the same name.
import torch
from torch import nn

TARGETS: tuple[str, ...] = ("W_query", "W_key", "W_value")


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    layers = [mod for _, mod in sorted(sa_v2.named_children())]
    assert len(layers) == len(TARGETS), f"expected 3 projections, got {len(layers)}"
    for target, layer in zip(TARGETS, layers):
        assert isinstance(layer, nn.Linear)
        setattr(sa_v1, target, nn.Parameter(layer.weight.detach().T.clone()))
