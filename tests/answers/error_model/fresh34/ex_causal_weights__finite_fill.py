# exercise: ex_causal_weights
# mistake: The learner filled future positions with -1e4 instead of -inf, so when the real scores are around -1e4 or lower the future keys get weight (e.g. all scores -1e5 put almost all weight on the future). [cond: scores at or below about -1e4]

import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    # a big negative number is enough, exp of it is 0
    return torch.softmax(scores.masked_fill(future, -1e4), dim=-1)
