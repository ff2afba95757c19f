# exercise: ex_softmax_weight
# mistake: Takes the subscript 2 of α₂₂ literally as a zero-based index, reporting the self-weight of "starts", A[2, 2] = 0.2326; "journey" is row and column 1 (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs.T
alpha = torch.softmax(omega, dim=-1)
i, j = 2, 2
ex_softmax_weight = float(f"{alpha[i, j].item():.4f}")
