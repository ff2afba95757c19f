# exercise: ex3_1
# mistake: Assigns the new Parameter to the loop variable p, which only rebinds the local name and leaves sa_v1's attributes untouched; it must setattr on sa_v1 (or copy_ into the parameter).
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query),
             (sa_v1.W_key, sa_v2.W_key),
             (sa_v1.W_value, sa_v2.W_value)]
    for p, lin in pairs:
        p = torch.nn.Parameter(lin.weight.T.clone())
