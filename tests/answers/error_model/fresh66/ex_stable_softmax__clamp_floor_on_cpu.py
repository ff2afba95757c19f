# exercise: ex_stable_softmax
# mistake: A floor for the maximum (to guard -inf rows) is created with torch.tensor(-1e30) on the CPU, so torch.maximum fails with a device mismatch on a GPU; create it with device=x.device. [cond: only on a GPU]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    m = torch.maximum(m, torch.tensor([-1e30], dtype=x.dtype))
    z = torch.exp(x - m)
    return z / z.sum(dim=dim, keepdim=True)
