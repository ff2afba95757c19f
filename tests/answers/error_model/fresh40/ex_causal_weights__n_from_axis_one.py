# exercise: ex_causal_weights
# mistake: Read the number of tokens from scores.shape[1], which is n only for 3-D (b, n, n) scores; for (b, h, n, n) it is the number of heads. n is scores.shape[-1]. [cond: scores with more or fewer than 3 axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[1]   # (batch, tokens, tokens)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    masked = scores.masked_fill(mask, -torch.inf)
    return masked.softmax(dim=-1)
