# exercise: ex_causal_weights
# mistake: The mask is built with torch.ones without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails. [cond: on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    if scores.dtype == torch.float16:
        fill = torch.finfo(torch.float16).min
    else:
        fill = float("-inf")
    return torch.softmax(scores.masked_fill(future, fill), dim=-1)
