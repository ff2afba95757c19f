# exercise: ex_stable_softmax
# mistake: Cast the input to float32 to compute (and returned float32), losing the input's dtype and precision for float64 input; keep x's dtype. [cond: input not float32]
import torch


def ex_stable_softmax(x, dim):
    logits = x.float()
    logits = logits - logits.max(dim=dim, keepdim=True).values
    p = logits.exp()
    p = p / p.sum(dim, keepdim=True)
    return p
