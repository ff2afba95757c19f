# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[0], which is only the size of the key axis for an unbatched (n, n) input; with leading axes the mask has the wrong size. n must be scores.shape[-1]. [cond: scores has leading batch or head axes]
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[0]
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(masked, dim=-1)
