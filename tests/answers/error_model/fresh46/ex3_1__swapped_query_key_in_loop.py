# exercise: ex3_1
# mistake: The learner zips the v1 names with a list of v2 layers written in a different order (key, query, value), so W_query gets the key weights and W_key the query weights; each v1 matrix must get the transposed weight of the layer with the same name.
import torch

names = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]  # same as forward() order
    for name, layer in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T))
