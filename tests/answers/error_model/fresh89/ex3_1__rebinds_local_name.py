# exercise: ex3_1
# mistake: The new Parameter is assigned to a loop variable, which only rebinds the local name and leaves sa_v1 unchanged; it must be set on the module (setattr or sa_v1.W_query = ...).
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query),
             (sa_v1.W_key, sa_v2.W_key),
             (sa_v1.W_value, sa_v2.W_value)]
    for p, lin in pairs:
        p = torch.nn.Parameter(lin.weight.T.contiguous())
    print("weights transferred")
