# exercise: ex_stable_softmax
# mistake: Moves dim to the end with transpose(dim, -1), computes the softmax there, then forces the result back to x's shape with reshape instead of transposing back, which scrambles the values when dim is not the last axis. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    t = x.transpose(dim, -1)
    t = t - t.amax(dim=-1, keepdim=True)
    e = t.exp()
    out = e / e.sum(dim=-1, keepdim=True)
    if out.shape != x.shape:
        out = out.reshape(x.shape)
    return out
