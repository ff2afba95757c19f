# exercise: ex3_1
# mistake: The learner unpacked the layers in a different order than they zipped the parameter names (key, query, value vs query, key, value), so W_query gets W_key's weights and vice versa; each parameter must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for name, layer in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T))
