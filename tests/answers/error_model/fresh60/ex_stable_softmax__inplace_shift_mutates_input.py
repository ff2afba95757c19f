# exercise: ex_stable_softmax
# mistake: The learner shifted and exponentiated with in-place ops (sub_, exp_) on the caller's tensor, so the input x is overwritten with the exponentials; the shift must make a new tensor (x - max).
import torch


def shift_(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Subtract the slice maximum (saves memory for big score matrices)."""
    return x.sub_(x.amax(dim=dim, keepdim=True))


def exp_(x: torch.Tensor) -> torch.Tensor:
    """Exponentiate in place."""
    return x.exp_()


def ex_stable_softmax(x, dim):
    e = exp_(shift_(x, dim))
    return e / e.sum(dim=dim, keepdim=True)
