# exercise: ex_omega
# mistake: Thinking of np/jnp.tensordot, the learner uses tensordot(..., dims=0), which is the outer product, and then sums all 9 entries; the dot product multiplies only matching coordinates (dims=1), giving 0.9544.
import torch

x_1 = torch.tensor([0.43, 0.15, 0.89])
x_2 = torch.tensor([0.55, 0.87, 0.66])

prod = torch.tensordot(x_2, x_1, dims=0)
ex_omega = float(f"{prod.sum().item():.4f}")
