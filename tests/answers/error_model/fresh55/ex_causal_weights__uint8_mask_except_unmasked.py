# exercise: ex_causal_weights
# mistake: The learner builds the mask as uint8, which masked_fill rejects, and the except branch silently returns the unmasked softmax; the mask must be a bool tensor so that the future is really masked.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n, dtype=torch.uint8, device=scores.device), diagonal=1)
    try:
        masked = scores.masked_fill(mask, float("-inf"))
    except RuntimeError as e:
        print("mask failed:", e)
        masked = scores
    return torch.softmax(masked, dim=-1)
