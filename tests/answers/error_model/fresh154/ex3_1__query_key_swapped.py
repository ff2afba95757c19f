# exercise: ex3_1
# mistake: The learner copies sa_v2's query weights into sa_v1.W_key and the key weights into sa_v1.W_query (order of the book's forward, keys first); each parameter must take the weight of the layer with the same name.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # v1 forward computes keys first, then queries, then values
    # so go in the same order
    linears = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    names = ["W_key", "W_query", "W_value"]
    for name, lin in zip(names, linears):
        setattr(sa_v1, name, nn.Parameter(lin.weight.T))
