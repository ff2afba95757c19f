# exercise: ex_causal_weights
# mistake: The learner flattens all leading axes to (B*H, T, T) to work in 3-D and returns that flattened tensor without restoring the original shape; the result must have the shape of scores. [cond: scores with more than 3 or fewer than 3 axes]
import torch

def ex_causal_weights(scores):
    T = scores.shape[-1]
    s = scores.reshape(-1, T, T)                       # (B*H, T, T)
    future = torch.triu(torch.ones(T, T, dtype=torch.bool, device=s.device), diagonal=1)
    s = s.masked_fill(future[None], float("-inf"))     # (1, T, T) broadcast
    w = torch.softmax(s, dim=-1)                       # (B*H, T, T)
    return w
