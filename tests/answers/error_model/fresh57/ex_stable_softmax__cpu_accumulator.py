# exercise: ex_stable_softmax
# mistake: Wrote the explicit sum over the axis into a torch.zeros accumulator created without device=x.device, so it fails when x is on a GPU. [cond: x on a GPU]
import torch


def ex_stable_softmax(x, dim):
    x_t = x.movedim(dim, -1)
    n = x_t.shape[-1]
    m = x_t.amax(dim=-1, keepdim=True)
    # Z = sum_{j=1..n} exp(x_j - m)
    Z = torch.zeros(x_t.shape[:-1] + (1,), dtype=x.dtype)
    for j in range(n):
        Z = Z + torch.exp(x_t[..., j:j + 1] - m)
    out = torch.exp(x_t - m) / Z
    return out.movedim(-1, dim)
