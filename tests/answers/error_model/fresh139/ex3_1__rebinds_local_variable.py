# exercise: ex3_1
# mistake: Inside the loop the new Parameter is assigned to the local variable p, which only rebinds the name and leaves sa_v1 unchanged; it must be stored on sa_v1 with setattr (or copied into the existing parameter).
import torch

PARAM_NAMES = ["W_query", "W_key", "W_value"]

def ex3_1(sa_v1, sa_v2):
    for name in PARAM_NAMES:
        p = getattr(sa_v1, name)
        lin = getattr(sa_v2, name)
        p = torch.nn.Parameter(lin.weight.T.clone())
        print(name, tuple(p.shape))
