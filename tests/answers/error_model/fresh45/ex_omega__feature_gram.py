# exercise: ex_omega
# mistake: Computes inputs.T @ inputs, the (3, 3) products between feature columns, and reads entry [1, 0], which is a sum over tokens of dimension 2 times dimension 1; ω₂₁ is the dot product of token rows x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# channels x channels similarity matrix
gram = inputs.T @ inputs
ex_omega = round(gram[1, 0].item(), 4)
