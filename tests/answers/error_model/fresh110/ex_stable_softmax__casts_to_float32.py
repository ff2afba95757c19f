# exercise: ex_stable_softmax
# mistake: The learner cast the input to float32 with .float() first, so a float64 input comes back as float32 (and rounded); the result must keep the input's dtype. [cond: float64 or float16/bfloat16 inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    shifted = x - x.max(dim=dim, keepdim=True).values
    num = shifted.exp()
    return num / num.sum(dim=dim, keepdim=True)
