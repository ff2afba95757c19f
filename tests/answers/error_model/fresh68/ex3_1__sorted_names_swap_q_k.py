# exercise: ex3_1
# mistake: The learner zips sorted(['W_query','W_key','W_value']) with the unsorted list, so sa_v1's W_key gets the query weights and W_query the key weights; each parameter must get the weight of the same name.
import torch

_targets = ["W_query", "W_key", "W_value"]
_set = lambda mod, name, w: setattr(mod, name, torch.nn.Parameter(w.T))


def ex3_1(sa_v1, sa_v2):
    for mine, theirs in zip(sorted(_targets), _targets):
        _set(sa_v1, mine, getattr(sa_v2, theirs).weight)
