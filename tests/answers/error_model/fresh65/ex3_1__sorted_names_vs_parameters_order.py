# exercise: ex3_1
# mistake: The learner zips sorted(names) (W_key, W_query, W_value) with sa_v2.parameters(), which yields query, key, value in registration order, so sa_v1's query gets the key weights and vice versa; each name must take the weight of the same-named layer.
import torch

PROJ_NAMES = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    # generic: works for any module that has these three projections
    for name, w in zip(sorted(PROJ_NAMES), sa_v2.parameters()):
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().T.clone()))
