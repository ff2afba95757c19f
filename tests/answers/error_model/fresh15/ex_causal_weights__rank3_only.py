# exercise: ex_causal_weights
# mistake: Reads the sequence length from scores.shape[1], which is n for (n, n) and (b, n, n) scores but the head count for (b, h, n, n); 4-D scores with h != n then get an h×h mask and fail with a size mismatch.
import torch


def ex_causal_weights(scores):
    if scores.dim() < 2:
        raise ValueError("scores must be at least 2-D")
    n = scores.shape[1] if scores.dim() > 2 else scores.shape[0]
    mask = torch.ones(n, n, device=scores.device).triu(1).bool()
    return scores.masked_fill(mask, -torch.inf).softmax(dim=-1)
