# exercise: ex_causal_weights
# mistake: Takes the softmax first, zeroes the future and renormalises with w.sum(-1) without keepdim, which broadcasts the row sums along the wrong axis (divides column j by row j's sum); the sum needs keepdim=True (or mask with -inf before the softmax).
import torch

def ex_causal_weights(scores, strategy="renorm"):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    if strategy == "renorm":
        w = torch.softmax(scores, dim=-1).masked_fill(future, 0.0)
        return w / w.sum(-1)
    elif strategy == "neginf":
        return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
    raise ValueError(strategy)
