# exercise: ex_causal_weights
# mistake: Adds mask.unsqueeze(1) as in the Annotated Transformer (meant for a head axis), making the (n, n) mask (n, 1, n), which broadcasts to a wrong shape ((n, n, n) for 2-D scores) or fails; the (n, n) mask broadcasts on its own.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1) == 0  # 1 = keep
    mask = mask.unsqueeze(1)  # same mask for all heads
    scores = scores.masked_fill(mask == 0, float("-inf"))
    return torch.softmax(scores, dim=-1)
