# exercise: ex_stable_softmax
# mistake: Casts the input to float32 ("for numerical safety") and returns float32, losing precision and the dtype for float64 inputs; the result should keep x's dtype. [cond: inputs that are not float32]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int = -1, *, keepdim_check: bool = True) -> torch.Tensor:
    """Stable softmax.

    Args:
        x: scores (any float dtype, any device).
        dim: axis to normalise over.
    """
    if x.dim() == 0:
        raise ValueError("x must have at least one dimension")
    x = x.to(dtype=torch.float32)
    z = x - x.amax(dim=dim, keepdim=True)
    ez = z.exp()
    out = ez / ez.sum(dim=dim, keepdim=True)
    if keepdim_check:
        assert out.shape == x.shape
    return out
