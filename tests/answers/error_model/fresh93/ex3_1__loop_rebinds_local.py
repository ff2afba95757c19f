# exercise: ex3_1
# mistake: Loops over the three names and assigns the new Parameter to the loop variable, which only rebinds a local name; sa_v1 is never changed. It needs setattr(sa_v1, name, ...).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        param = getattr(sa_v1, name)
        new_w = getattr(sa_v2, name).weight.T
        param = torch.nn.Parameter(new_w)
        print(name, param.shape)
