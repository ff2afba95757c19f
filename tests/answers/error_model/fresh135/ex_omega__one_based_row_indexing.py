# exercise: ex_omega
# mistake: The learner indexed the tensor rows with the 1-based subscripts of ω₂₁ (rows 2 and 1 = "starts" and "journey") instead of 0-based rows 1 and 0; the score of "journey" with "Your" is 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

q_idx, k_idx = 2, 1   # omega_21
ex_omega = round(float(inputs[q_idx] @ inputs[k_idx]), 4)
print(ex_omega)
