# exercise: ex_context
# mistake: The learner averages the weighted rows (divides by 6) instead of summing them; the weights already sum to 1, so z(2) is the plain weighted sum [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
alpha = torch.softmax(inputs @ q, dim=0)
weighted = alpha.unsqueeze(1) * inputs
z2 = weighted.mean(dim=0)
ex_context = [round(float(t), 4) for t in z2]
