# exercise: ex3_1
# mistake: Stored the copied weights as float64 parameters 'for precision', so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch; keep the weights float32 (nn.Parameter(w.weight.T)).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T
        setattr(sa_v1, name, torch.nn.Parameter(w.double()))
