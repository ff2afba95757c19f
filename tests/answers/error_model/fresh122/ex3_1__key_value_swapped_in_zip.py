# exercise: ex3_1
# mistake: The list of source layers is ordered query, value, key while the names are query, key, value, so W_key gets W_value's weights and vice versa; each parameter must take the matching layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    layers = [sa_v2.W_query, sa_v2.W_value, sa_v2.W_key]
    idx = 0
    while idx < len(names):
        w = layers[idx].weight.detach().T.clone()
        setattr(sa_v1, names[idx], torch.nn.Parameter(w))
        idx += 1
