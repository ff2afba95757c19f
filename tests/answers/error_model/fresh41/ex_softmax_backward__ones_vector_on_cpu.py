# exercise: ex_softmax_backward
# mistake: Computes the row sums as a matmul with a ones column created without device=P.device, so on a GPU the matmul mixes devices and fails; the ones vector must be created on P's device. [cond: only on a GPU]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    ones = torch.ones(n, 1, dtype=P.dtype)
    s = (dP * P) @ ones                   # (..., 1), a GEMV is faster than sum
    return P * (dP - s)
