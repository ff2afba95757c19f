# exercise: ex3_1
# mistake: Converts the copied weights to float64 "for exactness", so sa_v1(x) fails with a dtype mismatch on the book's float32 inputs; the weights must keep sa_v2's dtype (float32).
import torch


def ex3_1(sa_v1, sa_v2):
    names = ("W_query", "W_key", "W_value")
    for n in names:
        w = getattr(sa_v2, n).weight
        setattr(sa_v1, n, torch.nn.Parameter(w.mT.to(torch.float64)))
