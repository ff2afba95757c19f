# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) before the softmax; the statement says raw dot products with no scaling, which gives 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def scores_for(query: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """omega_2j for every key j, scaled like in the transformer."""
    d_k = keys.shape[-1]
    return keys @ query / d_k ** 0.5


def normalize(scores: torch.Tensor) -> torch.Tensor:
    """Turn scores into attention weights."""
    return torch.softmax(scores, dim=0)


weights = normalize(scores_for(inputs[1], inputs))
ex_softmax_weight = round(weights[1].item(), 4)
