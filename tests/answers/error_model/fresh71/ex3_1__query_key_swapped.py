# exercise: ex3_1
# mistake: Transposed the weights correctly but paired the names in the wrong order, giving W_query the key weights and W_key the query weights; each parameter must take its namesake.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ['W_key', 'W_query', 'W_value']
    layers = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for nm, lin in zip(names, layers):
        setattr(sa_v1, nm, torch.nn.Parameter(lin.weight.T.clone()))
