# exercise: ex_omega
# mistake: Divided the dot product by the two vectors' norms (cosine similarity); the score ω₂₁ is the plain dot product x⁽²⁾·x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2 = inputs[1]
x1 = inputs[0]
# similarity between the two embeddings
ex_omega = round((torch.dot(x2, x1) / (x2.norm() * x1.norm())).item(), 4)
print(ex_omega)
