# exercise: ex3_1
# mistake: The weights are given to a deep copy of sa_v1 (and the copy is returned), so the caller's sa_v1 is left unchanged; the statement asks to change sa_v1 itself, in place.
import copy

import torch


def ex3_1(sa_v1, sa_v2):
    # make a copy so I can compare old vs new output afterwards
    new_v1 = copy.deepcopy(sa_v1)
    with torch.no_grad():
        new_v1.W_query.copy_(sa_v2.W_query.weight.T)
        new_v1.W_key.copy_(sa_v2.W_key.weight.T)
        new_v1.W_value.copy_(sa_v2.W_value.weight.T)
    inputs = torch.tensor(
        [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    print("old v1:", sa_v1(inputs)[0])
    print("new v1:", new_v1(inputs)[0])
    print("v2    :", sa_v2(inputs)[0])
    sa_v1 = new_v1
    return sa_v1
