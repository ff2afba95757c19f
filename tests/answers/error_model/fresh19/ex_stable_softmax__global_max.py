# exercise: ex_stable_softmax
# mistake: Subtracts one global maximum of the whole tensor instead of the maximum of each slice along dim; a slice far below the global max (by more than about 104) underflows to all zeros and gives 0/0 = NaN. [cond: one slice's maximum lies far below the tensor's overall maximum, e.g. rows [0, 1] and [-1e4, -1e4]]
import torch


def ex_stable_softmax(x, dim):
    # pure function, like jax.nn.softmax: shift by the max so exp never overflows
    shifted = x - x.max()
    unnormalized = torch.exp(shifted)
    return unnormalized / unnormalized.sum(dim=dim, keepdim=True)
