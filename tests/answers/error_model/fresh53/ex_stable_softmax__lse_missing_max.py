# exercise: ex_stable_softmax
# mistake: In the log-sum-exp form the learner forgot to add the maximum back to log Σ exp(x - m), so exp(x - lse) is exp(m) times too large and overflows for big scores; lse = m + log Σ exp(x - m).
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    lse = torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    return torch.exp(x - lse)
