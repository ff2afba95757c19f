# exercise: ex3_1
# mistake: The learner's transfer helper has a default list of names that contains only W_query and W_key, so W_value keeps its random weights; all three parameters must be copied.
import torch


def transfer(dst, src, names=("W_query", "W_key"), transpose=True):
    for name in names:
        w = getattr(src, name).weight
        setattr(dst, name, torch.nn.Parameter(w.T if transpose else w))
    return dst


def ex3_1(sa_v1, sa_v2):
    transfer(sa_v1, sa_v2)
