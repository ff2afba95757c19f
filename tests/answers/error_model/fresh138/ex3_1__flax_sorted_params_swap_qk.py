# exercise: ex3_1
# mistake: The learner zipped the parameter names in Flax's alphabetical order (key, query, value) against v2's layers listed as query, key, value, so W_key gets the query weights and W_query gets the key weights; each v1 matrix must get the transposed weight of the layer with the same name.
import torch

def ex3_1(sa_v1, sa_v2):
    # flax style: params dict sorted by name
    names = sorted(["W_query", "W_key", "W_value"])
    layers = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for name, layer in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T.clone()))
