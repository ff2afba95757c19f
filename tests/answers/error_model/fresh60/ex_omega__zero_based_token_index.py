# exercise: ex_omega
# mistake: The learner picked the rows with 1-based token numbers as 0-based indices (inputs[2] and inputs[1]), computing x(3)·x(2) instead of x(2)·x(1) = inputs[1] · inputs[0] (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def get_token(embeddings: torch.Tensor, position: int) -> torch.Tensor:
    """Return the embedding of the token at `position` (x^(position))."""
    return embeddings[position]


def score(query: torch.Tensor, key: torch.Tensor) -> float:
    """Dot-product attention score omega = q . k"""
    return float(torch.dot(query, key))


x2 = get_token(inputs, 2)   # journey
x1 = get_token(inputs, 1)   # Your
ex_omega = round(score(x2, x1), 4)
print(ex_omega)
