# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3) as in scaled dot-product attention; the statement asks for the raw score x(2)·x(1) = 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def dot(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    """Plain dot product of two embedding vectors."""
    return (q * k).sum()


def scale(s: torch.Tensor, d: int) -> torch.Tensor:
    """Scale a score by the embedding size."""
    return s / math.sqrt(d)


query = inputs[1]
key = inputs[0]
ex_omega = round(scale(dot(query, key), inputs.shape[1]).item(), 4)
