# exercise: ex_stable_softmax
# mistake: Moves dim to the last axis with transpose(dim, -1) to compute the softmax there but returns the result without transposing it back, so the axes are permuted; it must be transposed back (or computed along dim directly). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # softmax_i = exp(x_i - max_j x_j) / sum_j exp(x_j - max_j x_j), i along the last axis
    z = x.transpose(dim, -1)
    m = z.max(dim=-1, keepdim=True).values
    e = torch.exp(z - m)
    return e / e.sum(dim=-1, keepdim=True)
