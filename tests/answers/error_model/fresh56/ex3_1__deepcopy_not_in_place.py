# exercise: ex3_1
# mistake: The learner copies sa_v1 with deepcopy, sets the weights on the copy and returns it, so sa_v1 itself is never changed; the weights must be assigned to sa_v1 in place and nothing returned.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    # make a new one so the original is safe
    new_v1 = copy.deepcopy(sa_v1)
    with torch.no_grad():
        new_v1.W_query.copy_(sa_v2.W_query.weight.T)
        new_v1.W_key.copy_(sa_v2.W_key.weight.T)
        new_v1.W_value.copy_(sa_v2.W_value.weight.T)
    return new_v1
