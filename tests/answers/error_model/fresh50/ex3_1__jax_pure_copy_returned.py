# exercise: ex3_1
# mistake: The learner avoids mutating its argument (JAX-style purity): it deep-copies sa_v1, sets the transposed weights on the copy and returns the copy, so sa_v1 itself is unchanged. The weights must be assigned to sa_v1 in place.
import copy

import torch


def ex3_1(sa_v1, sa_v2):
    # don't mutate inputs, build a new module instead (like a pytree update)
    new_sa = copy.deepcopy(sa_v1)
    params = {
        "W_query": sa_v2.W_query.weight,
        "W_key": sa_v2.W_key.weight,
        "W_value": sa_v2.W_value.weight,
    }
    for name, w in params.items():
        setattr(new_sa, name, torch.nn.Parameter(w.detach().clone().T))
    return new_sa
