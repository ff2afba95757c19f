# exercise: ex_omega
# mistake: The learner counts tokens from 0 as positions in the sequence and takes inputs[2] and inputs[1] ("starts" and "journey"), giving 1.4754; ω₂₁ is x⁽²⁾ · x⁽¹⁾ = inputs[1] · inputs[0] = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],   # Your
                       [0.55, 0.87, 0.66],   # journey
                       [0.57, 0.85, 0.64],   # starts
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
pos_q, pos_k = 2, 1
ex_omega = round(float(inputs[pos_q] @ inputs[pos_k]), 4)
