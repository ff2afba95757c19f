# exercise: ex3_1
# mistake: The weight to copy is read once before the loop (from W_query), so all three v1 matrices get the query weight; inside the loop it must take getattr(sa_v2, name).weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    weight = getattr(sa_v2, names[0]).weight
    for name in names:
        # nn.Linear stores (out, in), v1 wants (in, out)
        setattr(sa_v1, name, nn.Parameter(weight.detach().T.clone()))
    print("copied", names)
