# exercise: ex3_1
# mistake: Assigned the new Parameter to a local loop variable, which only rebinds the name and never changes sa_v1, so sa_v1 keeps its own weights; it must set the attribute (setattr) or copy_ into the existing parameter.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [
        (sa_v1.W_query, sa_v2.W_query),
        (sa_v1.W_key, sa_v2.W_key),
        (sa_v1.W_value, sa_v2.W_value),
    ]
    for W, lin in pairs:
        W = torch.nn.Parameter(lin.weight.T.clone())
        print(W.shape)
