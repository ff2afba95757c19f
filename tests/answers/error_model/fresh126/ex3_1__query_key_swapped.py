# exercise: ex3_1
# mistake: Copied the weights with the query and key layers crossed (W_query from sa_v2.W_key, W_key from sa_v2.W_query); each of sa_v1's matrices must get the transpose of the same-named layer's weight.
import torch


def _as_param(linear):
    return torch.nn.Parameter(linear.weight.detach().T.clone())


def ex3_1(sa_v1, sa_v2):
    pairs = {
        "W_key": sa_v2.W_query,
        "W_query": sa_v2.W_key,
        "W_value": sa_v2.W_value,
    }
    for name, lin in pairs.items():
        setattr(sa_v1, name, _as_param(lin))
