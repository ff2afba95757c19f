# exercise: ex_context
# mistake: Normalised the scores with F.normalize(p=1) (divide by their sum) instead of a softmax, giving [0.4355, 0.6451, 0.5680] rather than [0.4419, 0.6515, 0.5683].
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs @ inputs[1]
# attention weights must be non-negative and sum to one
weights = F.normalize(scores, p=1, dim=0)
ex_context = [round(v, 4) for v in (weights @ inputs).tolist()]
