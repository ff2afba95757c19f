# exercise: ex3_1
# mistake: Deep-copies sa_v1, sets the weights on the copy and rebinds the local name, so the caller's sa_v1 is never changed; the weights must be set on the sa_v1 object passed in.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    # work on a copy so nothing breaks halfway
    sa_v1 = copy.deepcopy(sa_v1)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    print("copied weights:", sa_v1.W_query.shape)
