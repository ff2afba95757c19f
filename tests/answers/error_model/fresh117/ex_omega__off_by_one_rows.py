# exercise: ex_omega
# mistake: Treats the row indices as 1-based only for the query, taking inputs[2] ("starts") against inputs[1] ("journey"), which gives 1.4754; ω₂₁ is inputs[1] · inputs[0] = 0.9544.
"""Attention score between "journey" and "Your"."""
import torch

INPUTS = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)


def _score(query_idx: int, key_idx: int) -> float:
    return float(INPUTS[query_idx] @ INPUTS[key_idx])


ex_omega = round(_score(2, 1), 4)
