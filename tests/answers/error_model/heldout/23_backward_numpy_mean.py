# exercise: ex_softmax_backward
# mistake: numpy, mean for sum
# accept: rewrite.reduce_op
import numpy as np, torch
def ex_softmax_backward(P, dP):
    p, d = P.numpy(), dP.numpy()
    return torch.from_numpy(p * (d - (p * d).mean(axis=-1, keepdims=True)))
