# exercise: ex_omega
# mistake: Computed the dot product in float16 'to save memory', which rounds it to 0.9546; in float32 ω₂₁ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

x = inputs.half()  # fp16 是够用的
ex_omega = round(torch.dot(x[1], x[0]).item(), 4)
