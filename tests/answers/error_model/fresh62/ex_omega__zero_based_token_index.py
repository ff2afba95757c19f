# exercise: ex_omega
# mistake: The tokens are counted from 1 in the notation but the code indexes inputs[2] for x⁽²⁾, which is "starts" (0-based), giving x⁽³⁾·x⁽²⁾ = 1.4754; x⁽²⁾·x⁽¹⁾ is inputs[1] @ inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your     (x^1)
     [0.55, 0.87, 0.66],   # journey  (x^2)
     [0.57, 0.85, 0.64],   # starts   (x^3)
     [0.22, 0.58, 0.33],   # with     (x^4)
     [0.77, 0.25, 0.10],   # one      (x^5)
     [0.05, 0.80, 0.55]]   # step     (x^6)
)

query = inputs[2]     # x^(2)
key = inputs[1]       # x^(1)
omega_21 = torch.dot(query, key)
print("omega_21 =", omega_21)
ex_omega = round(omega_21.item(), 4)
