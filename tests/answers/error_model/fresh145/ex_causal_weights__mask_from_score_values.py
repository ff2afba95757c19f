# exercise: ex_causal_weights
# mistake: The learner built the mask from the scores themselves (torch.triu(scores, 1) != 0), so a future score that is exactly 0 is not masked; the mask must depend only on positions: triu(ones(n, n), diagonal=1). [cond: a future score equals 0]
import torch


def ex_causal_weights(scores):
    upper_part_of_scores = torch.triu(scores, diagonal=1)
    where_the_future_is = upper_part_of_scores != 0
    masked_scores = scores.masked_fill(where_the_future_is, float('-inf'))
    return torch.softmax(masked_scores, dim=-1)
