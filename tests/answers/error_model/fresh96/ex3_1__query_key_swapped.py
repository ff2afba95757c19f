# exercise: ex3_1
# mistake: The zip pairs W_query with sa_v2.W_key and W_key with sa_v2.W_query, so the scores come out transposed; each v1 matrix must get the transpose of its own v2 counterpart.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    sources = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for name, lin in zip(names, sources):
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T.clone()))
