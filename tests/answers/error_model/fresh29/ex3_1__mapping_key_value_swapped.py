# exercise: ex3_1
# mistake: The learner's name mapping sends sa_v2.W_value to sa_v1.W_key and sa_v2.W_key to sa_v1.W_value; each of v1's matrices must take the transposed weight of v2's layer with the same name.
import torch
from torch import nn

# v1 parameter name -> v2 layer name
PARAM_MAP = {
    "W_query": "W_query",
    "W_key": "W_value",
    "W_value": "W_key",
}


def ex3_1(sa_v1, sa_v2):
    for v1_name, v2_name in PARAM_MAP.items():
        layer = getattr(sa_v2, v2_name)
        setattr(sa_v1, v1_name, nn.Parameter(layer.weight.detach().T.clone()))
