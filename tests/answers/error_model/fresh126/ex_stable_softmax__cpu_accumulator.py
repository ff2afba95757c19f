# exercise: ex_stable_softmax
# mistake: Accumulates the denominator in a torch.zeros tensor created without device=x.device, so it lives on the CPU and fails for GPU inputs. [cond: only on a GPU]
import torch


def ex_stable_softmax(x, dim):
    x = x.movedim(dim, -1)
    m = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - m)
    denom = torch.zeros(e.shape[:-1] + (1,), dtype=e.dtype)
    for j in range(e.shape[-1]):
        denom += e[..., j:j + 1]
    return (e / denom).movedim(-1, dim)
