# exercise: ex_stable_softmax
# mistake: Writes the result into an output buffer made with torch.empty(x.shape, dtype=x.dtype) without device=x.device, so a GPU input gets a CPU result; the buffer must be created on x.device. [cond: only on a GPU]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    dim = dim % x.dim()
    out = torch.empty(x.shape, dtype=x.dtype)
    idx = x.argmax(dim=dim, keepdim=True)
    m = torch.gather(x, dim, idx)
    e = torch.exp(x - m)
    out.copy_(e / e.sum(dim=dim, keepdim=True))
    return out
