# exercise: ex_context
# mistake: Divides the raw scores by √3 (the embedding size) before the softmax, as for scaled dot-product attention, giving [0.4362, 0.6228, 0.5523]; the statement uses the unscaled dot products ([0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d_k = inputs.shape[1]
query = inputs[1]
omega_2 = inputs @ query
alpha_2 = torch.softmax(omega_2 / d_k ** 0.5, dim=0)
z_2 = alpha_2 @ inputs
ex_context = [round(v, 4) for v in z_2.tolist()]
