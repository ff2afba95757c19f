# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores to [-80, 80] before exp instead of subtracting the maximum, so large scores are flattened: softmax([1e4, 1e4-1]) gives [0.5, 0.5] instead of [0.7311, 0.2689].
import torch


def ex_stable_softmax(x, dim):
    z = torch.exp(torch.clamp(x, min=-80.0, max=80.0))  # exp(80) fits in float32
    return z / z.sum(dim=dim, keepdim=True)
