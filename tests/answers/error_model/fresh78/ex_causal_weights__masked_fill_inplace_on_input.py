# exercise: ex_causal_weights
# mistake: The learner uses masked_fill_ (in place) on the scores they were given, so the caller's scores tensor is overwritten with -inf; the mask must be applied out of place (masked_fill).
import torch


def mask_future_(s):
    n = s.shape[-1]
    fut = torch.triu(torch.ones(n, n, dtype=torch.bool, device=s.device), diagonal=1)
    return s.masked_fill_(fut, float("-inf"))


def ex_causal_weights(scores):
    return torch.softmax(mask_future_(scores), dim=-1)
