# exercise: ex3_1
# mistake: Paired the names with sa_v2's layers in the wrong order, so W_query gets the key weights and W_key the query weights; each must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # same loop for all three matrices, like on the slide
    names = ["W_query", "W_key", "W_value"]
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for name, layer in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T))
