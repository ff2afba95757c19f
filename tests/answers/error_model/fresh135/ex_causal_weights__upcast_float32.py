# exercise: ex_causal_weights
# mistake: The learner upcast the scores to float32 for the softmax (HF habit) and returned float32 weights without casting back, so float64 (or half) inputs come back in another dtype and float64 precision is lost. [cond: scores not float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    attn = scores.float().masked_fill(future, float("-inf"))
    attn = torch.nn.functional.softmax(attn, dim=-1)
    return attn
