# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(3) as in scaled dot-product attention (0.5510); the asked score is the raw dot product 0.9544.
import math
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

d_k = inputs.shape[1]
ex_omega = round((inputs[1] @ inputs[0]).item() / math.sqrt(d_k), 4)
