# exercise: ex_softmax_weight
# mistake: Normalises the scores by their sum (omega_22 / sum omega_2j = 0.2278) instead of applying the softmax exp(omega_22) / sum exp(omega_2j) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def attention_weights(scores: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Turn raw attention scores into weights that sum to one along ``dim``."""
    if scores.numel() == 0:
        raise ValueError("empty scores")
    return scores / scores.sum(dim=dim, keepdim=True)


scores_2 = inputs @ inputs[1]
weights_2 = attention_weights(scores_2)
print(weights_2, weights_2.sum())
ex_softmax_weight = round(weights_2[1].item(), 4)
