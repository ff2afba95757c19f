# exercise: ex3_1
# mistake: The learner's name map sends sa_v2.W_value to sa_v1.W_key and sa_v2.W_key to sa_v1.W_value; each of the three matrices must come from the layer of the same name.
import torch

# which v2 layer feeds which v1 matrix
LAYER_MAP = {
    "W_query": "W_query",
    "W_key": "W_value",
    "W_value": "W_key",
}


def _as_param(linear):
    return torch.nn.Parameter(linear.weight.T)


def ex3_1(sa_v1, sa_v2):
    for dst, src in LAYER_MAP.items():
        setattr(sa_v1, dst, _as_param(getattr(sa_v2, src)))
