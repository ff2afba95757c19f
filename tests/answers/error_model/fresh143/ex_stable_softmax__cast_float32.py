# exercise: ex_stable_softmax
# mistake: The input is cast to float32 "for safety", so a float64 input comes back as float32 with reduced precision; the softmax must keep the input's dtype. [cond: input not float32]
import torch


def ex_stable_softmax(x, dim):
    logits = x.to(dtype=torch.float32)
    logits = logits - logits.max(dim=dim, keepdim=True)[0]
    p = logits.exp()
    p = p / p.sum(dim, keepdim=True)
    return p
