# exercise: ex_stable_softmax
# style: lambda bound to the exercise name, calling a keyword-only helper: shift by the amax, then exp(z - logsumexp(z)).
import torch


def _softmax_via_logsumexp(x: torch.Tensor, *, dim: int) -> torch.Tensor:
    z = x - x.amax(dim=dim, keepdim=True)  # shift first: logsumexp of z is at most log(n), so no precision is lost
    return torch.exp(z - torch.logsumexp(z, dim=dim, keepdim=True))


ex_stable_softmax = lambda x, dim: _softmax_via_logsumexp(x, dim=dim)  # noqa: E731
