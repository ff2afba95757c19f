# exercise: ex3_1
# mistake: The learner deep-copies sa_v1, assigns the weights to the copy and returns it, so the sa_v1 object passed in is never changed; the function must modify sa_v1 itself.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1 = copy.deepcopy(sa_v1)  # don't break the original while experimenting
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return sa_v1
