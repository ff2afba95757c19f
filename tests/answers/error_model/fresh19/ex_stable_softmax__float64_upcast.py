# exercise: ex_stable_softmax
# mistake: Upcasts to float64 for stability and returns the float64 result, so a float32 input gets a float64 output; the result must keep the input's dtype (cast back or stay in x.dtype).
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax along ``dim`` that never overflows.

    Computed in float64 for extra numerical headroom, with the usual max-subtraction trick.
    """
    x64 = x.to(torch.float64)
    m = x64.amax(dim=dim, keepdim=True)
    e = torch.exp(x64 - m)
    out = e / e.sum(dim=dim, keepdim=True)
    assert torch.isfinite(out).all()
    return out
