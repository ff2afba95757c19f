# exercise: ex_stable_softmax
# mistake: Writing it like jnp.max, the learner used x.max(dim=dim, keepdim=True), which in torch returns a (values, indices) pair, so the subtraction raises a TypeError; it needs .values or amax.
import torch

def ex_stable_softmax(x, dim):
    x_max = x.max(dim=dim, keepdim=True)
    unnormalized = torch.exp(x - x_max)
    return unnormalized / unnormalized.sum(dim=dim, keepdim=True)
