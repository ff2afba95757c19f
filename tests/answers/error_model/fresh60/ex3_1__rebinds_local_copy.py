# exercise: ex3_1
# mistake: The learner built a fresh SelfAttention_v1 and rebound the local name sa_v1 to it, so the caller's module is never changed; the weights must be assigned to the sa_v1 that was passed in.
import copy

import torch


def transposed_param(layer: torch.nn.Linear) -> torch.nn.Parameter:
    """(d_out, d_in) Linear weight -> (d_in, d_out) parameter."""
    return torch.nn.Parameter(layer.weight.T.detach().clone())


def fresh_copy(module):
    """Work on a copy so nothing half-done is left behind if a step fails."""
    return copy.deepcopy(module)


def ex3_1(sa_v1, sa_v2):
    sa_v1 = fresh_copy(sa_v1)
    sa_v1.W_query = transposed_param(sa_v2.W_query)
    sa_v1.W_key = transposed_param(sa_v2.W_key)
    sa_v1.W_value = transposed_param(sa_v2.W_value)
