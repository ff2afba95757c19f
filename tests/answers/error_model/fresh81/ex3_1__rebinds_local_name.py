# exercise: ex3_1
# mistake: Assigned the new Parameter to a local loop variable, which never changes sa_v1; it must be set on the module (setattr(sa_v1, name, ...) or copy_ in place).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v1, name)
        lin = getattr(sa_v2, name)
        w = torch.nn.Parameter(lin.weight.T)
        print(name, w.shape)
