# exercise: ex_stable_softmax
# mistake: Shifts the input in place (x -= max, exp_ on it) to save memory, so the caller's tensor is overwritten; the softmax must leave x unchanged.
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Memory-efficient stable softmax along ``dim``.

    Operates in place where possible to avoid allocating temporaries.
    """
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
