# exercise: ex_stable_softmax
# mistake: Subtracted the global x.max() instead of the max along dim (amax(dim, keepdim=True)), so a slice whose values are far below the global max underflows to all zeros and gives 0/0 = NaN. [cond: a slice along dim whose max is more than ~104 below the tensor's overall max (float32)]
import torch


def ex_stable_softmax(x, dim):
    return (e := (x - x.max()).exp()) / e.sum(dim, keepdim=True)
