# exercise: ex_context
# mistake: The learner normalised the raw scores by their sum (ω/Σω, since they are already positive) instead of the softmax exp(ω)/Σexp(ω), giving [0.4355, 0.6451, 0.5680]; the answer is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs[1]
# normalising constant: the scores are already positive so no exp needed
alpha = omega / omega.sum()
z = alpha @ inputs
ex_context = [round(v, 4) for v in z.tolist()]
