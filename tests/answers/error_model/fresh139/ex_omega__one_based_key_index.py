# exercise: ex_omega
# mistake: Uses the paper's 1-based index 1 for "Your" directly as a Python index, so it takes x⁽³⁾ "starts" (1.4754); "Your" is inputs[0] and ω₂₁ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
QUERY_IDX = 1      # journey (0-based)
KEY_IDX = 2        # omega_21 -> second index is 1 in math, shift by one like the query
omega = inputs[QUERY_IDX] @ inputs[KEY_IDX]
ex_omega = float(f"{omega.item():.4f}")
