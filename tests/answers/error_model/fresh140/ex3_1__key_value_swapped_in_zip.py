# exercise: ex3_1
# mistake: In the zip the learner listed the Linear layers in the order query, value, key, so W_key gets the value weights and W_value the key weights; each parameter must get the layer with the same name.
import torch

NAMES = ("W_query", "W_key", "W_value")


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_query, sa_v2.W_value, sa_v2.W_key]
    for name, lin in zip(NAMES, layers):
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T))
