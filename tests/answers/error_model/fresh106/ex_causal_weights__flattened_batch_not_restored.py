# exercise: ex_causal_weights
# mistake: Flattened all leading axes with view(-1, n, n) to handle "...", but returned that 3-D tensor without viewing it back to scores.shape; for 2-D or 4-D scores the shape is wrong. [cond: scores that are not 3-D]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    s = scores.reshape(-1, n, n)  # (batch, n, n)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    s = s.masked_fill(future, float("-inf"))
    attn = torch.softmax(s, dim=-1)
    return attn
