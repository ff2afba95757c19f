# exercise: ex_context
# mistake: Normalised the context vector to unit length at the end; z(2) = Σ α2j x(j) is used as it is.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

alpha = torch.softmax(inputs @ inputs[1], dim=0)
z = torch.zeros(3)
for a, x in zip(alpha, inputs):
    z += a * x
z = z / z.norm()
ex_context = [round(v, 4) for v in z.tolist()]
