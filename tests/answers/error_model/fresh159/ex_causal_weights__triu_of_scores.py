# exercise: ex_causal_weights
# mistake: The learner builds the mask as torch.triu(scores, 1).bool(), so a future score that is exactly 0 is not masked; the mask must come from torch.ones, not from the score values. [cond: a future score is exactly 0]
import torch

def ex_causal_weights(scores):
    future = torch.triu(scores, diagonal=1).bool()
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
