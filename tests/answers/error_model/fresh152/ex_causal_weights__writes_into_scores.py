# exercise: ex_causal_weights
# mistake: Wrote -inf into the caller's scores tensor in place (scores[..., mask] = -inf) instead of using the out-of-place masked_fill, so the input is modified.
import torch


def ex_causal_weights(scores):
    num_tokens = scores.shape[-1]
    mask = torch.triu(torch.ones(num_tokens, num_tokens, device=scores.device), diagonal=1).bool()
    scores[..., mask] = -torch.inf
    return torch.softmax(scores, dim=-1)
