# exercise: ex_causal_weights
# mistake: The learner's hand-made softmax exponentiates the scores without subtracting the row maximum, so scores above about 88 overflow float32 to inf and give NaN; the row max must be subtracted first (or torch.softmax used). [cond: scores larger than about 88]
import torch


def softmax(x, dim=-1):
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)


def ex_causal_weights(scores):
    n = scores.size(-1)
    i = torch.arange(n, device=scores.device)
    future = i[None, :] > i[:, None]  # key index > query index
    return softmax(scores.masked_fill(future, float("-inf")))
