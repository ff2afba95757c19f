# exercise: ex_context
# mistake: The learner applied a causal mask (journey attends only to "Your" and itself), which belongs to a later section; the context vector here uses softmax weights over all six tokens: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def scores_row(x: torch.Tensor, q: int) -> torch.Tensor:
    """Scores of query q against the tokens it may see."""
    return x[: q + 1] @ x[q]


def weights_row(s: torch.Tensor) -> torch.Tensor:
    """Softmax of a row of scores."""
    return torch.softmax(s, dim=0)


def context(x: torch.Tensor, q: int) -> torch.Tensor:
    """z_q = sum_j alpha_qj x_j"""
    a = weights_row(scores_row(x, q))
    return a @ x[: q + 1]


z2 = context(inputs, 1)
ex_context = [round(v, 4) for v in z2.tolist()]
print(ex_context)
