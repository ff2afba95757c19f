# exercise: ex3_1
# mistake: The learner set the weights on a deep copy of sa_v1 and returned the copy, leaving sa_v1 unchanged; the statement asks to change sa_v1 in place.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    model = copy.deepcopy(sa_v1)   # don't touch the original sample
    model.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    model.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    model.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return model
