# exercise: ex_context
# mistake: Forms α₂ⱼ·x⁽ʲ⁾ with broadcasting but sums over the feature axis (dim=1) instead of over the tokens (dim=0), then keeps the first three of the six numbers.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(inputs @ inputs[1], dim=0)
buf = torch.zeros_like(inputs)
torch.addcmul(buf, w[:, None], inputs, out=buf)
z = buf.sum(dim=1)
ex_context = [round(v, 4) for v in z[:3].tolist()]
