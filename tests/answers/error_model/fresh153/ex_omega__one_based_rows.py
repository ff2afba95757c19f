# exercise: ex_omega
# mistake: Indexes the rows with the 1-based numbers from the formula, inputs[2] @ inputs[1], which is "starts"·"journey"; ω₂₁ is inputs[1] @ inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[2]
key = inputs[1]
assert query.shape == key.shape == (3,)
ex_omega = round(float(torch.dot(query, key)), 4)
print(ex_omega)
