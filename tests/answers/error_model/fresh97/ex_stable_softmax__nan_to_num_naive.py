# exercise: ex_stable_softmax
# mistake: Keeps the naive exp(x)/sum and replaces the inf/NaN results with nan_to_num, so large scores give 0 (or huge numbers) instead of probabilities; the maximum along dim must be subtracted before exponentiating.
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x)
    out = e / e.sum(dim=dim, keepdim=True)
    out = torch.nan_to_num(out, nan=0.0, posinf=1.0, neginf=0.0)
    return out
