# exercise: ex_causal_weights
# mistake: Passed dtype=torch.float64 to F.softmax for accuracy, so the weights come back as float64 whatever the scores' dtype; they must keep the input's dtype. [cond: inputs that are not float64]
import torch
import torch.nn.functional as F

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, float('-inf'))
    return F.softmax(masked, dim=-1, dtype=torch.float64)
