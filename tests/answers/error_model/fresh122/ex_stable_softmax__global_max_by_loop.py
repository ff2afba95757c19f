# exercise: ex_stable_softmax
# mistake: Finds one maximum over the whole tensor with a flat while loop and subtracts it everywhere; each slice along dim needs its own maximum, otherwise slices far below the global maximum underflow to 0/0. [cond: slices with very different scales]
import torch


def ex_stable_softmax(x, dim):
    flat = x.reshape(-1)
    i = 0
    biggest = flat[0]
    while i < flat.numel():
        if flat[i] > biggest:
            biggest = flat[i]
        i += 1
    e = torch.exp(x - biggest)
    return e / e.sum(dim=dim, keepdim=True)
