# exercise: ex3_1
# mistake: The learner deep-copied sa_v1, set the copy's weights and returned the copy, leaving the sa_v1 passed in unchanged; the exercise asks to change sa_v1 in place.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    out = copy.deepcopy(sa_v1)
    with torch.no_grad():
        out.W_query.copy_(sa_v2.W_query.weight.T)
        out.W_key.copy_(sa_v2.W_key.weight.T)
        out.W_value.copy_(sa_v2.W_value.weight.T)
    return out
