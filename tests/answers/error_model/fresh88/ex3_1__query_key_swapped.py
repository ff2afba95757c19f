# exercise: ex3_1
# mistake: The name map pairs sa_v1.W_key with sa_v2.W_query and sa_v1.W_query with sa_v2.W_key (swapped); each v1 matrix must take the transposed weight of the same-named v2 layer.
import torch

# v1 parameter name -> v2 layer name
NAME_MAP = {
    "W_query": "W_key",
    "W_key": "W_query",
    "W_value": "W_value",
}


def ex3_1(sa_v1, sa_v2):
    for v1_name, v2_name in NAME_MAP.items():
        w = getattr(sa_v2, v2_name).weight
        setattr(sa_v1, v1_name, torch.nn.Parameter(w.T))
