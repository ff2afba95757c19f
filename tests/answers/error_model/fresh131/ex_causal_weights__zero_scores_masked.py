# exercise: ex_causal_weights
# mistake: The learner zeroes the future with torch.tril(scores) and then masks every entry equal to 0, which also masks past scores that are exactly 0 (a row of zeros becomes all -inf, NaN); the mask must come from positions (triu of ones, diagonal=1), not from values. [cond: only when an allowed score is exactly 0]
import torch


def ex_causal_weights(scores):
    lower = torch.tril(scores)
    print(lower)
    masked = lower.masked_fill(lower == 0, -torch.inf)
    return torch.softmax(masked, dim=-1)
