# exercise: ex_stable_softmax
# mistake: Translating jnp.max(x, axis=-1, keepdims=True), the learner always subtracts the maximum over the last axis while normalising over dim; for dim other than the last the subtracted value changes along dim, which breaks the softmax (and can underflow). The maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = torch.amax(x, dim=-1, keepdim=True)   # jnp.max(x, axis=-1, keepdims=True)
    unnormalized = torch.exp(x - x_max)
    return unnormalized / unnormalized.sum(dim=dim, keepdim=True)
