# exercise: ex3_1
# mistake: The learner zips the alphabetically sorted names (W_key, W_query, W_value) with the layers in query, key, value order, so sa_v1's W_key gets the query weights and W_query the key weights; each name must get the layer of the same name.
import torch
from functools import partial


def _as_param(linear):
    return torch.nn.Parameter(linear.weight.T.clone())


class Syncer:
    def __init__(self, v2):
        self.layers = [v2.W_query, v2.W_key, v2.W_value]

    def __call__(self, v1):
        names = sorted(n for n, _ in v1.named_parameters())
        for name, layer in zip(names, self.layers):
            setattr(v1, name, _as_param(layer))


def ex3_1(sa_v1, sa_v2):
    run = partial(Syncer(sa_v2).__call__)
    run(sa_v1)
