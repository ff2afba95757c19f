# exercise: ex_context
# mistake: Divides the dot products by sqrt(3) before the softmax; this exercise asks for softmax weights of the raw dot products (no scaling), giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x2 = inputs[1]
w = torch.softmax(inputs @ x2 / inputs.shape[1] ** 0.5, dim=0)
z2 = w @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
