# exercise: ex_stable_softmax
# mistake: torch.max(x, dim) returns (values, indices); the learner takes [1], the argmax indices, and subtracts them, so nothing is really shifted and exp still overflows for scores like 1e4. It must subtract the values ([0] or amax). [cond: large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    # tf.reduce_max(x, axis=dim, keepdims=True)
    m = torch.max(x, dim, keepdim=True)[1]
    z = x - m
    num = torch.exp(z)
    den = torch.sum(num, dim, keepdim=True)
    return num / den
