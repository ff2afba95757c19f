# exercise: ex_context
# mistake: After weighting every row, the learner summed over dim=1 (the features of each row) instead of dim=0 (over the tokens j), got 6 numbers and kept the first three; z^(2) = Σ_j α_2j x^(j) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[1]
omega_2 = inputs @ x_2
alpha_2 = torch.softmax(omega_2, dim=0)
weighted = alpha_2[:, None] * inputs     # (6, 3): row j is alpha_2j * x^(j)
z_2 = weighted.sum(dim=1)
print(z_2.shape)
ex_context = [round(v, 4) for v in z_2[:3].tolist()]
