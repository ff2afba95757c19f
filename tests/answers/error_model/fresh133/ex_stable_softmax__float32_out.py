# exercise: ex_stable_softmax
# mistake: The learner preallocates the output as float32 and writes into it, so a float64 input comes back as float32 with float32 precision; the output should keep x's dtype (empty_like(x) or no preallocation). [cond: only for non-float32 inputs]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape, dtype=torch.float32, device=x.device)
    m = x.amax(dim=dim, keepdim=True)
    torch.exp(x - m, out=out)
    out /= out.sum(dim=dim, keepdim=True)
    return out
