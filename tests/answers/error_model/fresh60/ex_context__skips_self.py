# exercise: ex_context
# mistake: The learner left the query token itself out of the sum (j != 2) both in the softmax and in the weighted sum; z(2) sums over all six tokens including j = 2, giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def other_tokens(x: torch.Tensor, q: int) -> torch.Tensor:
    """All the tokens that the query looks at."""
    keep = [j for j in range(x.shape[0]) if j != q]
    return x[keep]


def softmax_weights(query: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """alpha = softmax(keys @ query)"""
    return torch.softmax(keys @ query, dim=0)


def weighted_sum(alpha: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
    """sum_j alpha_j * row_j"""
    return (alpha[:, None] * rows).sum(dim=0)


keys = other_tokens(inputs, 1)
z = weighted_sum(softmax_weights(inputs[1], keys), keys)
ex_context = [round(float(v), 4) for v in z]
