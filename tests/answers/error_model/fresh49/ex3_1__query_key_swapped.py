# exercise: ex3_1
# mistake: Gave W_query the transposed key weights and W_key the transposed query weights (swapped), so the scores come out transposed; each parameter must get its own counterpart: W_query ← W_query.weight.T, W_key ← W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    names = ["W_query", "W_key", "W_value"]
    for name, layer in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T))
