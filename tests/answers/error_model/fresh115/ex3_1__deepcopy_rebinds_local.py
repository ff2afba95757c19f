# exercise: ex3_1
# mistake: Set the weights on a deep copy and then rebound the local name sa_v1 to it, so the caller's module is never changed; the parameters of the sa_v1 passed in must be changed in place.
import copy

import torch


def ex3_1(sa_v1, sa_v2):
    staged = {"module": copy.deepcopy(sa_v1)}
    m = staged["module"]
    m.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    m.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    m.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    sa_v1 = staged["module"]
