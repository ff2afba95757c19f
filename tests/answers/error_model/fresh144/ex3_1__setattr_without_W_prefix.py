# exercise: ex3_1
# mistake: The loop sets new attributes named query/key/value on sa_v1 instead of its parameters W_query, W_key, W_value, so sa_v1 keeps its own random weights.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["query", "key", "value"]:
        layer = getattr(sa_v2, "W_" + name)
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T.clone()))
