# exercise: ex_stable_softmax
# mistake: Computes x − logsumexp(x), which is the log-softmax, and returns it without exponentiating; the softmax is exp of that.
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    out = x - lse
    return out
