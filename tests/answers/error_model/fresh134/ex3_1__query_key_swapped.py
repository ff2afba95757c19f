# exercise: ex3_1
# mistake: Zipped the names against the layers in a different order, so sa_v1's query gets sa_v2's key weights and vice versa (the scores come out transposed); each parameter must take its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    for a, l in zip(["W_key", "W_query", "W_value"], [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]):
        setattr(sa_v1, a, torch.nn.Parameter(l.weight.T))
