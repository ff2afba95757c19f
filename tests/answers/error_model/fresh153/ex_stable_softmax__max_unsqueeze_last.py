# exercise: ex_stable_softmax
# mistake: Takes the maximum without keepdim and restores the axis with unsqueeze(-1), which only lines up when dim is the last axis; for another dim the maximum broadcasts along the wrong axis (keepdim=True on dim is needed). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    if not torch.is_tensor(x):
        x = torch.as_tensor(x, dtype=torch.float32)
    if x.numel() == 0:
        return x.clone()
    m = x.max(dim=dim).values
    m = m.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
