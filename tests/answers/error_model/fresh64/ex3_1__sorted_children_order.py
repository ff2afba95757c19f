# exercise: ex3_1
# mistake: Zips sa_v2's layers, taken in alphabetical order (W_key, W_query, W_value), with the names in the order query, key, value, so sa_v1's query and key matrices are swapped; each name must get the transpose of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    layers = [m for _, m in sorted(sa_v2.named_children())]
    for pname, layer in zip(("W_query", "W_key", "W_value"), layers):
        setattr(sa_v1, pname, torch.nn.Parameter(layer.weight.T.clone()))
