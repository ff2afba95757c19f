# exercise: ex_causal_weights
# mistake: Builds the mask once into a global and reuses it for every later call, so a call with another number of tokens n (or on another device) gets a mask of the wrong size; the mask must follow each call's n. [cond: a later call with a different n]
import torch

MASK = None


def ex_causal_weights(scores):
    global MASK
    if MASK is None:
        n = scores.shape[-1]
        MASK = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(MASK, float('-inf')), dim=-1)
