# exercise: ex_stable_softmax
# mistake: Preallocates the output buffer with torch.empty(x.shape, device=x.device), which is float32, so float64 inputs are returned in float32 with lost precision; the buffer needs dtype=x.dtype (or empty_like). [cond: float64 inputs]
import torch


def ex_stable_softmax(x, dim):
    buf = torch.empty(x.shape, device=x.device)
    torch.sub(x, x.amax(dim=dim, keepdim=True), out=buf)
    buf.exp_()
    buf.div_(buf.sum(dim=dim, keepdim=True))
    return buf
