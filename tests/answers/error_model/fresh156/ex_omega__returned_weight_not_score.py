# exercise: ex_omega
# mistake: The learner passes journey's scores through jax.nn.softmax and reports the attention weight α₂₁ (about 0.1385) instead of the raw score ω₂₁ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
omega_2 = inputs @ query
omega_2 = torch.softmax(omega_2, dim=-1)   # jax.nn.softmax(x, axis=-1)
ex_omega = round(omega_2[0].item(), 4)
