# exercise: ex_stable_softmax
# mistake: The input is cast to float64 "for precision" and the result is returned as float64; the softmax must come back in the input's dtype (float32 for float32 scores).
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float64)
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    numerator = torch.exp(shifted)
    denominator = numerator.sum(dim=dim, keepdim=True)
    probs = numerator / denominator
    return probs
