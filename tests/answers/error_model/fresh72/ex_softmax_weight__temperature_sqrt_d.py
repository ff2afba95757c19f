# exercise: ex_softmax_weight
# mistake: Uses a softmax helper whose temperature defaults to sqrt(d), so the scores are scaled before the softmax; the question asks for the unscaled softmax (0.2379); it gives 0.2070.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def softmax_weights(scores: torch.Tensor, temperature: float | None = None, dim: int = -1) -> torch.Tensor:
    """Softmax with an optional temperature.

    Args:
        scores: raw scores.
        temperature: divisor applied to the scores. ``None`` means the
            standard choice sqrt(d) for d-dimensional embeddings.
        dim: axis of the softmax.
    """
    if temperature is None:
        temperature = math.sqrt(inputs.shape[-1])
    if temperature <= 0:
        raise ValueError("temperature must be positive")
    return torch.softmax(scores / temperature, dim=dim)


scores = inputs @ inputs[1]
ex_softmax_weight = round(softmax_weights(scores)[1].item(), 4)
