# exercise: ex_stable_softmax
# mistake: The learner subtracts the single global maximum of the whole tensor, so a slice whose scores are far below it underflows to 0/0 = NaN; each slice needs its own maximum (amax along dim, keepdim=True). [cond: slices whose scores differ from the global max by more than ~100]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()  # biggest score in the batch
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
