# exercise: ex3_1
# mistake: Zipped sorted(sa_v2.named_parameters()) (alphabetical: W_key, W_query, W_value) with the names W_query, W_key, W_value, so sa_v1's query gets the key weights and vice versa; each name must take its own layer's weight.T.
import torch
from itertools import starmap


def ex3_1(sa_v1, sa_v2):
    names = ("W_query", "W_key", "W_value")
    weights = (p for _, p in sorted(sa_v2.named_parameters()))
    list(starmap(lambda n, w: setattr(sa_v1, n, torch.nn.Parameter(w.T)), zip(names, weights)))
