# exercise: ex_causal_weights
# mistake: The learner built the mask as triu(scores, 1) != 0, so a future score that is exactly 0 is not masked; the mask must come from the positions (triu of ones), not the values. [cond: only when some future score is exactly 0]
import torch


def ex_causal_weights(scores):
    future = torch.triu(scores, diagonal=1) != 0
    masked = scores.masked_fill(future, -torch.inf)
    return torch.softmax(masked, dim=-1)
