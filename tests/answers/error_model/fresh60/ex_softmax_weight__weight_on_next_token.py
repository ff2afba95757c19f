# exercise: ex_softmax_weight
# mistake: The learner read the weight at index 2 of journey's row (alpha_23, the weight on "starts") instead of index 1 (alpha_22, journey on itself = 0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def all_scores(x: torch.Tensor) -> torch.Tensor:
    """omega matrix: omega[i, j] = x_i . x_j"""
    return x @ x.T


def row_softmax(s: torch.Tensor) -> torch.Tensor:
    """Softmax along every row."""
    return torch.softmax(s, dim=-1)


def weight(alpha: torch.Tensor, query: int, key: int) -> float:
    """alpha_{query key} with the book's 1-based token numbers."""
    return alpha[query - 1, key].item()


alpha = row_softmax(all_scores(inputs))
ex_softmax_weight = round(weight(alpha, 2, 2), 4)
