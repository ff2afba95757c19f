# exercise: ex_softmax_backward
# mistake: The learner sums with a matmul by a torch.ones column created on the CPU, which fails for inputs on a GPU; new tensors need device=P.device (or use .sum). [cond: only on a GPU]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    ones = torch.ones(n, 1, dtype=P.dtype)
    inner = (dP * P) @ ones          # (..., 1)
    return P * (dP - inner)
