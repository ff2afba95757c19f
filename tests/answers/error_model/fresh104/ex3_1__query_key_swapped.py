# exercise: ex3_1
# mistake: Gave sa_v1.W_query the key weights and sa_v1.W_key the query weights, so the scores come out transposed; each matrix must take the weight of the same-named layer.
import torch


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    targets = ['W_query', 'W_key', 'W_value']
    for t, lin in zip(targets, layers):
        setattr(sa_v1, t, torch.nn.Parameter(lin.weight.T.clone()))
