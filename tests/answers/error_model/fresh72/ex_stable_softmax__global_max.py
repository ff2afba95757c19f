# exercise: ex_stable_softmax
# mistake: Subtracts the single global maximum of the whole tensor instead of each slice's own maximum along dim, so a slice whose values are far below the global maximum underflows to 0/0 = NaN. [cond: slices whose maxima differ by more than about 100]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Numerically stable softmax along ``dim``.

    Uses the identity softmax(x) = softmax(x - c) for any constant c:
    shifting by the maximum guarantees every exponent is <= 0, so
    ``exp`` never overflows.

    Args:
        x: input tensor of any shape.
        dim: the axis along which to normalise (any axis).

    Returns:
        Tensor of the same shape, dtype and device as ``x``.
    """
    if not torch.is_floating_point(x):
        raise TypeError("softmax needs a floating point tensor")
    c = x.max()
    e = torch.exp(x - c)
    return e / e.sum(dim=dim, keepdim=True)
