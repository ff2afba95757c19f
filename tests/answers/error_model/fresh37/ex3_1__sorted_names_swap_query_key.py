# exercise: ex3_1
# mistake: Zips sorted(parameter names) (W_key, W_query, W_value) with the v2 layers in query/key/value order, so sa_v1's query gets the key weights and vice versa; each name must get the weight of the layer with the same name.
import torch
from functools import partial

names = ["W_query", "W_key", "W_value"]
as_param = lambda lin: torch.nn.Parameter(lin.weight.T.detach().clone())


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    set_on_v1 = partial(setattr, sa_v1)
    for name, lin in zip(sorted(names), layers):
        set_on_v1(name, as_param(lin))
