# exercise: ex3_1
# mistake: The learner's list of parameter names repeats W_key and leaves out W_value, so sa_v1 keeps its own random value matrix; all three of W_query, W_key and W_value must be set.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_key"]
    for nm in names:
        src = getattr(sa_v2, nm).weight
        setattr(sa_v1, nm, torch.nn.Parameter(torch.transpose(src, 0, 1).detach().clone()))
    print("copied", names)
