# exercise: ex3_1
# mistake: The learner rebuilt the weights through numpy with dtype=torch.float64, so sa_v1 then fails on the book's float32 inputs; the new parameters must keep float32 (e.g. Parameter(weight.T)).
import torch


def to_param(w):
    # helper from my earlier notebook
    return torch.nn.Parameter(torch.tensor(w.detach().numpy(), dtype=torch.float64))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = to_param(sa_v2.W_query.weight.T)
    sa_v1.W_key = to_param(sa_v2.W_key.weight.T)
    sa_v1.W_value = to_param(sa_v2.W_value.weight.T)
