# exercise: ex_causal_weights
# mistake: The learner read n from scores.shape[1], which is the number of tokens only for 2- and 3-dimensional scores; for (b, h, n, n) it is the number of heads and the mask has the wrong size; n must come from shape[-1]. [cond: only when scores has 4 or more axes]
import torch


def num_tokens(scores: torch.Tensor) -> int:
    """Number of tokens (scores is (b, n, n) or (n, n))."""
    return scores.shape[1]


def future(n: int, device) -> torch.Tensor:
    """Boolean (n, n) mask of the keys after each query."""
    return torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)


def ex_causal_weights(scores):
    mask = future(num_tokens(scores), scores.device)
    scores = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
