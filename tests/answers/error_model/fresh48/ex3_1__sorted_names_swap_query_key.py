# exercise: ex3_1
# mistake: Zips sorted(['W_query','W_key','W_value']) with sa_v2.children(), so W_key gets the query weights and W_query the key weights; each name must get its own layer's weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    names = sorted(["W_query", "W_key", "W_value"])
    for name, lin in zip(names, sa_v2.children()):
        setattr(sa_v1, name, nn.Parameter(lin.weight.detach().T.clone()))
