# exercise: ex_causal_weights
# mistake: The learner builds the mask from the score values, torch.triu(scores, 1) != 0, so a future score that is exactly 0 is not masked; the mask must depend only on positions. [cond: only when some future score is exactly 0]
import torch


def ex_causal_weights(scores):
    future = torch.triu(scores, diagonal=1) != 0
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)
