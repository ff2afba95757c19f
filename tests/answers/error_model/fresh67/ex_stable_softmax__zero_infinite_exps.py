# exercise: ex_stable_softmax
# mistake: Instead of subtracting the maximum, the learner replaced the non-finite exponentials by 0 with torch.where(isfinite), so for large scores the largest entries get weight 0 (or the row is 0/0); the maximum along dim must be subtracted before exp.
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x)
    e = torch.where(torch.isfinite(e), e, torch.zeros_like(e))
    s = e.sum(dim=dim, keepdim=True)
    s = torch.where(s > 0, s, torch.ones_like(s))
    return e / s
