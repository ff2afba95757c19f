# exercise: ex3_1
# mistake: The learner's zip pairs sa_v1.W_query with sa_v2.W_key and sa_v1.W_key with sa_v2.W_query, so queries and keys are swapped (the scores are transposed); each v1 matrix must take the transposed weight of the layer with the same name.
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    linears = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for name, lin in zip(names, linears):
        setattr(sa_v1, name, nn.Parameter(lin.weight.T))
