# exercise: ex_stable_softmax
# mistake: The learner defensively converts non-float32 input with x.float() and returns float32, so float64 input loses its dtype and precision; the result should keep x's dtype. [cond: only for float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim=-1):
    if not isinstance(x, torch.Tensor):
        x = torch.tensor(x)
    if x.dtype != torch.float32:
        x = x.float()
    x_max = x.amax(dim=dim, keepdim=True)
    num = (x - x_max).exp()
    return num / num.sum(dim=dim, keepdim=True)
