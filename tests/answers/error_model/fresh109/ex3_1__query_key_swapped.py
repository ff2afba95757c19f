# exercise: ex3_1
# mistake: The learner copied sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key, so the scores come out transposed; each of W_query, W_key, W_value must take its own namesake's weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), nn.Linear stores (d_out, d_in)
    mapping = {
        "W_key": sa_v2.W_query,
        "W_query": sa_v2.W_key,
        "W_value": sa_v2.W_value,
    }
    for name, linear in mapping.items():
        setattr(sa_v1, name, nn.Parameter(linear.weight.detach().T.clone()))
