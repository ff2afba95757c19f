# exercise: ex_softmax_backward
# mistake: Generalises to a dim argument whose default is 1, which is the last axis only for 2-D inputs; the attention softmax (and the sum) is along the last axis, dim=-1. [cond: inputs that are not 2-D]
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor, dim: int = 1) -> torch.Tensor:
    """Gradient of the loss w.r.t. the softmax input S, given P = softmax(S, dim).

    Args:
        P: the softmax probabilities.
        dP: dL/dP, same shape as ``P``.
        dim: the axis the softmax was taken over.
    """
    dot = (dP * P).sum(dim=dim, keepdim=True)
    return P * (dP - dot)
