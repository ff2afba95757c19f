# exercise: ex_causal_weights
# mistake: Takes n = len(scores), which for batched scores (b, n, n) is the batch size, and silently pads the b x b mask with False up to n x n, so only the top-left corner is masked; n must be scores.shape[-1]. [cond: batched scores with b != n]
import torch
import torch.nn.functional as F


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = len(scores)
    N = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    if mask.shape[-1] != N:
        # make the mask fit the scores
        mask = F.pad(mask, (0, N - n, 0, N - n), value=False)[:N, :N]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
