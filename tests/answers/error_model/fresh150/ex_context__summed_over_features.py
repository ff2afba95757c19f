# exercise: ex_context
# mistake: The learner summed the weighted rows over the feature axis (dim=1, one number per token) and kept the first three numbers; the weighted rows must be summed over the tokens (dim=0): [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

alpha = torch.softmax(inputs @ inputs[1], dim=0)
weighted = alpha[:, None] * inputs      # each row times its weight
z = weighted.sum(dim=1)
ex_context = [round(v, 4) for v in z[:3].tolist()]
