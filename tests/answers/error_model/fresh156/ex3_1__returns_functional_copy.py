# exercise: ex3_1
# mistake: Like a JAX learner treating params as immutable, the learner deep-copies sa_v1, sets the weights on the copy and returns it, so sa_v1 itself is never changed; the weights must be assigned to sa_v1 in place.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    new_params = {k: torch.nn.Parameter(getattr(sa_v2, k).weight.T.clone()) for k in ("W_query", "W_key", "W_value")}
    updated = copy.deepcopy(sa_v1)   # params = params.replace(...)
    for k, v in new_params.items():
        setattr(updated, k, v)
    return updated
